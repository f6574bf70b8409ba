-- A network can be archived: hidden from the network selector, its data kept. The unix time it was archived;
-- null while it is in use. Nullable, so that backups taken before this column restore as they are.
ALTER TABLE explorer_networks ADD COLUMN archived_at bigint;
