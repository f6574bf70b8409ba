-- Initial schema. Network data (devices, hosts, VLANs, tags, configs, STP, layouts...) is kept as JSONB documents
-- per (network, snapshot), so the models of the product are stored exactly as they are answered.
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  hashed_password text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  is_superuser boolean NOT NULL DEFAULT false,
  is_verified boolean NOT NULL DEFAULT false,
  is_demo boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'reader'
);

CREATE TABLE explorer_networks (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT ''
);

CREATE TABLE groups (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE group_users (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);

CREATE TABLE group_networks (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  explorer_network_id integer NOT NULL REFERENCES explorer_networks(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, explorer_network_id)
);

-- Snapshot 1 is the live state of every network and has no row; taken snapshots start at 2.
CREATE TABLE snapshots (
  id serial PRIMARY KEY,
  explorer_network_id integer NOT NULL REFERENCES explorer_networks(id) ON DELETE CASCADE,
  name text NOT NULL,
  created bigint NOT NULL
);
ALTER SEQUENCE snapshots_id_seq START WITH 2 RESTART WITH 2;

CREATE TABLE snapshot_schedules (
  explorer_network_id integer PRIMARY KEY REFERENCES explorer_networks(id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  interval_seconds integer NOT NULL,
  keep integer NOT NULL DEFAULT 10,
  last_run bigint
);

CREATE TABLE network_docs (
  explorer_network_id integer NOT NULL REFERENCES explorer_networks(id) ON DELETE CASCADE,
  snapshot_id integer NOT NULL,
  kind text NOT NULL,
  doc_id text NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (explorer_network_id, snapshot_id, kind, doc_id)
);

CREATE TABLE login_devices (
  id serial PRIMARY KEY,
  explorer_network_id integer NOT NULL REFERENCES explorer_networks(id) ON DELETE CASCADE,
  name text NOT NULL,
  ip_address text NOT NULL,
  vendor text NOT NULL DEFAULT 'unknown',
  platform text NOT NULL DEFAULT '',
  port integer NOT NULL DEFAULT 22,
  login_credential_id integer,
  enable_password text
);

CREATE TABLE login_credentials (
  id serial PRIMARY KEY,
  explorer_network_id integer NOT NULL REFERENCES explorer_networks(id) ON DELETE CASCADE,
  name text NOT NULL,
  username text NOT NULL,
  password text NOT NULL,
  protocol text NOT NULL DEFAULT 'ssh'
);

CREATE TABLE licenses (
  id serial PRIMARY KEY,
  key text NOT NULL,
  features jsonb NOT NULL,
  expires_at bigint NOT NULL,
  created bigint NOT NULL
);

CREATE TABLE patches (
  id serial PRIMARY KEY,
  filename text NOT NULL UNIQUE,
  version text NOT NULL,
  release_date text NOT NULL,
  changelog text NOT NULL DEFAULT '',
  size integer NOT NULL,
  content_base64 text NOT NULL,
  installed boolean NOT NULL DEFAULT false,
  uploaded bigint NOT NULL
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE custom_field_values (
  explorer_network_id integer NOT NULL REFERENCES explorer_networks(id) ON DELETE CASCADE,
  model text NOT NULL,
  instance_id text NOT NULL,
  "values" jsonb NOT NULL,
  PRIMARY KEY (explorer_network_id, model, instance_id)
);

CREATE TABLE emails (
  id serial PRIMARY KEY,
  subject text NOT NULL,
  body text NOT NULL,
  created bigint NOT NULL
);

CREATE TABLE tasks (
  id serial PRIMARY KEY,
  task_type text NOT NULL,
  status text NOT NULL,
  message text NOT NULL DEFAULT '',
  started bigint NOT NULL,
  finished bigint
);
