-- The poller logs into devices for real: credentials may carry a private key (and its passphrase) instead of a
-- password; every login secret is stored sealed (AES-256-GCM, src/security/secrets.ts; the server seals
-- values stored in clear before this migration when it starts). A login device keeps the SSH host key it
-- trusts (trust on first use), a changed key it was shown until an admin accepts it, the outcome of its last
-- poll, and whether discovery added it. Each network has its collector settings (timeouts, concurrency,
-- discovery).
ALTER TABLE login_credentials ALTER COLUMN password DROP NOT NULL;
ALTER TABLE login_credentials ADD COLUMN private_key text;
ALTER TABLE login_credentials ADD COLUMN passphrase text;

ALTER TABLE login_devices ADD COLUMN host_key text;
ALTER TABLE login_devices ADD COLUMN host_key_offered text;
ALTER TABLE login_devices ADD COLUMN last_polled bigint;
ALTER TABLE login_devices ADD COLUMN last_poll_state text;
ALTER TABLE login_devices ADD COLUMN last_poll_reason text;
ALTER TABLE login_devices ADD COLUMN discovered boolean NOT NULL DEFAULT false;

CREATE TABLE collector_settings (
  explorer_network_id integer PRIMARY KEY REFERENCES explorer_networks(id) ON DELETE CASCADE,
  connect_timeout_seconds integer NOT NULL DEFAULT 10,
  command_timeout_seconds integer NOT NULL DEFAULT 60,
  concurrency integer NOT NULL DEFAULT 16,
  discovery_enabled boolean NOT NULL DEFAULT false,
  discovery_hop_limit integer NOT NULL DEFAULT 2,
  discovery_subnets jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The credential of discovered login devices; the network's first credential when null.
  default_login_credential_id integer REFERENCES login_credentials(id) ON DELETE SET NULL
);
