import type { FastifyInstance } from 'fastify';
import { authPlugin } from './auth/plugin';
import { groupsPlugin } from './groups/plugin';
import { networksPlugin } from './networks/plugin';
import { snapshotsPlugin } from './snapshots/plugin';
import { usersPlugin } from './users/plugin';

export async function registerDomains(app: FastifyInstance): Promise<void> {
  await app.register(authPlugin);
  await app.register(usersPlugin);
  await app.register(groupsPlugin);
  await app.register(networksPlugin);
  await app.register(snapshotsPlugin);
}
