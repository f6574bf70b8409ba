-- The audit trail: one row per write call (method, path, user, time, status, target). It is kept apart from the
-- data tables, so a restore or a reset does not erase the record of who changed what.
CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  time bigint NOT NULL,
  user_id integer,
  username text,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  target text NOT NULL DEFAULT ''
);

CREATE INDEX audit_log_username ON audit_log (username, id DESC);
