import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// Mirrors migrations/0002_audit.sql. Not one of DATA_TABLES: backups neither carry nor replace the audit trail.
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  time: bigint('time', { mode: 'number' }).notNull(),
  userId: integer('user_id'),
  username: text('username'),
  method: text('method').notNull(),
  path: text('path').notNull(),
  status: integer('status').notNull(),
  target: text('target').notNull().default(''),
});
