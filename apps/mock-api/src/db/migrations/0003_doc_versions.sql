-- A version per (network, snapshot, kind) of network_docs, raised by every statement that inserts, updates or
-- deletes such documents (whatever code runs it) and by TRUNCATE. Readers compare it to what they cached:
-- one indexed row instead of scanning the documents. Idempotent: it was briefly numbered 0002.
CREATE TABLE IF NOT EXISTS network_doc_versions (
  explorer_network_id integer NOT NULL,
  snapshot_id integer NOT NULL,
  kind text NOT NULL,
  version bigint NOT NULL DEFAULT 1,
  PRIMARY KEY (explorer_network_id, snapshot_id, kind)
);

CREATE OR REPLACE FUNCTION network_docs_bump_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO network_doc_versions AS v (explorer_network_id, snapshot_id, kind)
  SELECT DISTINCT explorer_network_id, snapshot_id, kind FROM changed_docs
  ORDER BY 1, 2, 3
  ON CONFLICT (explorer_network_id, snapshot_id, kind) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION network_docs_bump_all_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE network_doc_versions SET version = version + 1;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS network_docs_inserted ON network_docs;
CREATE TRIGGER network_docs_inserted AFTER INSERT ON network_docs
  REFERENCING NEW TABLE AS changed_docs FOR EACH STATEMENT EXECUTE FUNCTION network_docs_bump_versions();
DROP TRIGGER IF EXISTS network_docs_updated ON network_docs;
CREATE TRIGGER network_docs_updated AFTER UPDATE ON network_docs
  REFERENCING NEW TABLE AS changed_docs FOR EACH STATEMENT EXECUTE FUNCTION network_docs_bump_versions();
DROP TRIGGER IF EXISTS network_docs_deleted ON network_docs;
CREATE TRIGGER network_docs_deleted AFTER DELETE ON network_docs
  REFERENCING OLD TABLE AS changed_docs FOR EACH STATEMENT EXECUTE FUNCTION network_docs_bump_versions();
DROP TRIGGER IF EXISTS network_docs_truncated ON network_docs;
CREATE TRIGGER network_docs_truncated AFTER TRUNCATE ON network_docs
  FOR EACH STATEMENT EXECUTE FUNCTION network_docs_bump_all_versions();
