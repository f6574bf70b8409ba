-- Which documents each version of network_doc_versions changed, so that a reader holding the documents of an
-- older version re-reads only those rows. The triggers of 0003 now also log, per statement and per
-- (network, snapshot, kind), the ids of the documents it inserted, updated (old and new row) or deleted, under
-- the version that statement gave the kind; a statement touching more than 64 documents logs one row per kind
-- with a NULL doc_id instead ("read the kind again"). TRUNCATE raises the versions without logging anything, so
-- readers read everything again too. Only the last 64 versions of a kind are kept: a reader further behind
-- reads the kind again.
CREATE TABLE IF NOT EXISTS network_doc_changes (
  explorer_network_id integer NOT NULL,
  snapshot_id integer NOT NULL,
  kind text NOT NULL,
  version bigint NOT NULL,
  doc_id text
);
CREATE INDEX IF NOT EXISTS network_doc_changes_scope ON network_doc_changes
  (explorer_network_id, snapshot_id, kind, version);

-- Raises the versions of the kinds in `changed` and logs the documents; `changed` is the set of
-- (network, snapshot, kind, doc_id) a statement touched, as a JSON array (transition tables are only visible in
-- the trigger function itself).
CREATE OR REPLACE FUNCTION network_docs_note_changes(changed jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (
    SELECT DISTINCT (e->>0)::int AS explorer_network_id, (e->>1)::int AS snapshot_id, e->>2 AS kind,
           e->>3 AS doc_id
    FROM jsonb_array_elements(changed) AS e
  ), counted AS (
    SELECT explorer_network_id, snapshot_id, kind, count(*) AS n FROM touched GROUP BY 1, 2, 3
  ), bumped AS (
    INSERT INTO network_doc_versions AS v (explorer_network_id, snapshot_id, kind)
    SELECT explorer_network_id, snapshot_id, kind FROM counted ORDER BY 1, 2, 3
    ON CONFLICT (explorer_network_id, snapshot_id, kind) DO UPDATE SET version = v.version + 1
    RETURNING v.explorer_network_id, v.snapshot_id, v.kind, v.version
  ), logged AS (
    INSERT INTO network_doc_changes (explorer_network_id, snapshot_id, kind, version, doc_id)
    SELECT b.explorer_network_id, b.snapshot_id, b.kind, b.version, t.doc_id
    FROM bumped b
    JOIN counted c USING (explorer_network_id, snapshot_id, kind)
    JOIN touched t USING (explorer_network_id, snapshot_id, kind)
    WHERE c.n <= 64
    UNION ALL
    SELECT b.explorer_network_id, b.snapshot_id, b.kind, b.version, NULL
    FROM bumped b
    JOIN counted c USING (explorer_network_id, snapshot_id, kind)
    WHERE c.n > 64
    RETURNING 1
  )
  DELETE FROM network_doc_changes d
  USING bumped b
  WHERE d.explorer_network_id = b.explorer_network_id AND d.snapshot_id = b.snapshot_id AND d.kind = b.kind
    AND d.version <= b.version - 64;
END
$$;

-- A statement of more than 64 rows (seeding, snapshot copies, bulk deletes) logs its kinds without ids at
-- once, without listing the rows.
CREATE OR REPLACE FUNCTION network_docs_bump_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_docs) <= 64 THEN
    PERFORM network_docs_note_changes(
      (SELECT coalesce(jsonb_agg(jsonb_build_array(explorer_network_id, snapshot_id, kind, doc_id)), '[]')
       FROM changed_docs));
  ELSE
    PERFORM network_docs_note_changes(
      (SELECT jsonb_agg(jsonb_build_array(explorer_network_id, snapshot_id, kind, NULL))
       FROM (SELECT DISTINCT explorer_network_id, snapshot_id, kind FROM changed_docs) AS kinds));
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION network_docs_bump_versions_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_docs) <= 64 THEN
    PERFORM network_docs_note_changes(
      (SELECT coalesce(jsonb_agg(jsonb_build_array(explorer_network_id, snapshot_id, kind, doc_id)), '[]')
       FROM (SELECT explorer_network_id, snapshot_id, kind, doc_id FROM changed_docs
             UNION SELECT explorer_network_id, snapshot_id, kind, doc_id FROM old_docs) AS both_sides));
  ELSE
    PERFORM network_docs_note_changes(
      (SELECT jsonb_agg(jsonb_build_array(explorer_network_id, snapshot_id, kind, NULL))
       FROM (SELECT explorer_network_id, snapshot_id, kind FROM changed_docs
             UNION SELECT explorer_network_id, snapshot_id, kind FROM old_docs) AS kinds));
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS network_docs_updated ON network_docs;
CREATE TRIGGER network_docs_updated AFTER UPDATE ON network_docs
  REFERENCING OLD TABLE AS old_docs NEW TABLE AS changed_docs
  FOR EACH STATEMENT EXECUTE FUNCTION network_docs_bump_versions_on_update();
