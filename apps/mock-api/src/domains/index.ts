import type { FastifyInstance } from 'fastify';
import { analyticsPlugin } from './analytics/plugin';
import { assessmentPlugin } from './assessment/plugin';
import { auditPlugin } from './audit/plugin';
import { authPlugin } from './auth/plugin';
import { backupsPlugin } from './backups/plugin';
import { collectorsPlugin } from './collectors/plugin';
import { deviceConfigsPlugin } from './device-configs/plugin';
import { deviceSitesPlugin } from './device-sites/plugin';
import { devicesPlugin } from './devices/plugin';
import { explorerPlugin } from './explorer/plugin';
import { extensionsPlugin } from './extensions/plugin';
import { graphPlugin } from './graph/plugin';
import { groupsPlugin } from './groups/plugin';
import { hostsPlugin } from './hosts/plugin';
import { ipamPlugin } from './ipam/plugin';
import { licensePlugin } from './license/plugin';
import { loginCredentialsPlugin } from './login-credentials/plugin';
import { loginDevicesPlugin } from './login-devices/plugin';
import { maintenancePlugin } from './maintenance/plugin';
import { netmapLayoutPlugin } from './netmap-layout/plugin';
import { networksPlugin } from './networks/plugin';
import { priceRequestPlugin } from './price-request/plugin';
import { snapshotsPlugin } from './snapshots/plugin';
import { systemInfoPlugin } from './system-info/plugin';
import { tagsPlugin } from './tags/plugin';
import { usersPlugin } from './users/plugin';
import { vlansPlugin } from './vlans/plugin';

/** One plugin per domain; each registers thin routes over the plain functions of its `service.ts`. */
export const DOMAIN_PLUGINS = [
  // First: its hook records the writes of every route.
  auditPlugin,
  authPlugin,
  usersPlugin,
  groupsPlugin,
  networksPlugin,
  snapshotsPlugin,
  loginDevicesPlugin,
  loginCredentialsPlugin,
  backupsPlugin,
  maintenancePlugin,
  extensionsPlugin,
  licensePlugin,
  systemInfoPlugin,
  priceRequestPlugin,
  devicesPlugin,
  deviceSitesPlugin,
  hostsPlugin,
  tagsPlugin,
  vlansPlugin,
  explorerPlugin,
  graphPlugin,
  netmapLayoutPlugin,
  deviceConfigsPlugin,
  analyticsPlugin,
  assessmentPlugin,
  collectorsPlugin,
  ipamPlugin,
];

export async function registerDomains(app: FastifyInstance): Promise<void> {
  for (const plugin of DOMAIN_PLUGINS) await app.register(plugin);
}
