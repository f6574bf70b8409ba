import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../http/request-scope';
import {
  deviceStatusCounts,
  deviceVendorCounts,
  hostVendorCounts,
  vlanHostCounts,
  vlanUsageCounts,
} from './service';

export async function analyticsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const charts = [
    ['/api/analytics/netdev/status', deviceStatusCounts, 'devices'],
    ['/api/analytics/netdev/vendors', deviceVendorCounts, 'devices'],
    ['/api/analytics/vlans/usage', vlanUsageCounts, 'vlans'],
    ['/api/analytics/vlans/hostcount', vlanHostCounts, 'vlans'],
    ['/api/analytics/hosts/vendors', hostVendorCounts, 'hosts'],
  ] as const;
  for (const [path, count, subject] of charts) {
    app.get(path, async (request) => {
      const scope = await requestScope(ctx, request, 'read', subject);
      return { data: await count(ctx, scope) };
    });
  }
}
