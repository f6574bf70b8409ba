-- The evidence store: every collection of a network (an import of a snapshot folder, a poll of its devices) is a
-- run, and the files it brought are kept verbatim, in the snapshot-folder layout (`configs/<host>.cfg`,
-- `show/<host>/<command>.txt`, `hosts.yaml`). The parser reads them back, so a better parser can read an old run
-- again, and a run can be downloaded as the archive it came from.
CREATE TABLE collection_runs (
  id serial PRIMARY KEY,
  explorer_network_id integer NOT NULL REFERENCES explorer_networks(id) ON DELETE CASCADE,
  -- `import` or `poll`.
  source text NOT NULL,
  -- The collector task that collected the run (a poll) or parses it first (an import); null when none.
  task_id text,
  -- Unix seconds of the collection.
  created bigint NOT NULL,
  -- `collected` (stored, not parsed yet), `parsing`, `parsed`, `failed`.
  status text NOT NULL,
  -- What the collection was called: the uploaded archive's file name, or the poll's description.
  label text NOT NULL DEFAULT '',
  file_count integer NOT NULL DEFAULT 0,
  -- Bytes of the files' texts (UTF-8).
  bytes bigint NOT NULL DEFAULT 0,
  -- What collecting noticed of its files: `[{path, code, text}]`, e.g. a file left out (binary, an archiver's
  -- folder) or read as Latin-1 because it is not UTF-8. The parse report shows them beside the parser's warnings.
  notes jsonb NOT NULL DEFAULT '[]',
  -- The latest parse: summary counts and the warnings that belong to no file of the run; null until parsed.
  report jsonb,
  parsed bigint
);

CREATE INDEX collection_runs_network ON collection_runs (explorer_network_id, id DESC);

CREATE TABLE collection_files (
  run_id integer NOT NULL REFERENCES collection_runs(id) ON DELETE CASCADE,
  path text NOT NULL,
  text text NOT NULL,
  -- What the latest parse of the run said of the file: kind, status, platform, command, device, parser, line
  -- counts and every warning with its line. Null until the run is parsed.
  report jsonb,
  PRIMARY KEY (run_id, path)
);
