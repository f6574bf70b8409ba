import type { FastifyInstance } from 'fastify';
import { authPlugin } from './auth/plugin';
import { devicesPlugin } from './devices/plugin';
import { explorerPlugin } from './explorer/plugin';
import { groupsPlugin } from './groups/plugin';
import { hostsPlugin } from './hosts/plugin';
import { networksPlugin } from './networks/plugin';
import { snapshotsPlugin } from './snapshots/plugin';
import { tagsPlugin } from './tags/plugin';
import { usersPlugin } from './users/plugin';
import { vlansPlugin } from './vlans/plugin';

export async function registerDomains(app: FastifyInstance): Promise<void> {
  await app.register(authPlugin);
  await app.register(usersPlugin);
  await app.register(groupsPlugin);
  await app.register(networksPlugin);
  await app.register(snapshotsPlugin);
  await app.register(devicesPlugin);
  await app.register(explorerPlugin);
  await app.register(hostsPlugin);
  await app.register(tagsPlugin);
  await app.register(vlansPlugin);
}
