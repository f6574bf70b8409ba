import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { storedLiveDataset } from '../src/db/seed-network';
import { generateDataset } from '../src/seed/index';
import { loadContract } from '../src/validation';
import { startTestApp, type TestApp } from './helpers';

const dataset = storedLiveDataset(generateDataset());
const ot = dataset.networks[0];
if (!ot) throw new Error('the OT network');
const stpDevice = ot.live.devices.find((d) => d.data.stp && d.data.known);
const host = ot.live.hosts[0];
if (!stpDevice || !host) throw new Error('an STP device and a host');
const instance = Object.keys(stpDevice.data.stp?.instances ?? {})[0] ?? '0';
const protocol = stpDevice.data.stp?.protocol ?? 'rstp';

const n = 'explorer_network_id=1';
/** Every read of the network-data domains, with the contract path whose 200 answer it must match. */
const READS: [string, string][] = [
  [`/api/explorer/devices?${n}`, '/api/explorer/devices'],
  [`/api/explorer/devices/${stpDevice.unique_id}?${n}`, '/api/explorer/devices/{device_id}'],
  [`/api/explorer/device_ports?${n}`, '/api/explorer/device_ports'],
  [`/api/explorer/device_routes?${n}`, '/api/explorer/device_routes'],
  [`/api/explorer/device_neighbors?${n}`, '/api/explorer/device_neighbors'],
  [
    `/api/explorer/device_stp_instance/${stpDevice.unique_id}?${n}`,
    '/api/explorer/device_stp_instance/{device_id}',
  ],
  [
    `/api/explorer/devices_stp_instance/${instance}?${n}`,
    '/api/explorer/devices_stp_instance/{stp_instance_id}',
  ],
  [`/api/explorer/hosts?${n}`, '/api/explorer/hosts'],
  [`/api/explorer/hosts/${host.data.hw_id}?${n}`, '/api/explorer/hosts/{host_id}'],
  [`/api/explorer/tags?${n}`, '/api/explorer/tags'],
  [`/api/explorer/tags/1?${n}`, '/api/explorer/tags/{tag_id}'],
  [`/api/explorer/vlans?${n}`, '/api/explorer/vlans'],
  [`/api/explorer/vlans/1?${n}`, '/api/explorer/vlans/{vlan_db_id}'],
  [`/api/explorer/vlans/stats?${n}`, '/api/explorer/vlans/stats'],
  [`/api/explorer/supported_vendors?${n}`, '/api/explorer/supported_vendors'],
  [`/api/explorer/stp_protocols?${n}`, '/api/explorer/stp_protocols'],
  [`/api/explorer/stp_instances?${n}`, '/api/explorer/stp_instances'],
  [`/api/explorer/graph/basegraph?${n}`, '/api/explorer/graph/basegraph'],
  [`/api/explorer/graph/connected-components?${n}`, '/api/explorer/graph/connected-components'],
  [`/api/explorer/graph/impact?${n}&nodes_and_edges[]=${stpDevice.unique_id}`, '/api/explorer/graph/impact'],
  [`/api/explorer/graph/difference?${n}&diff_snapshot_id=1`, '/api/explorer/graph/difference'],
  [
    `/api/explorer/graph/spanning-tree?${n}&stp_protocol=${protocol}&stp_instance_id=${instance}`,
    '/api/explorer/graph/spanning-tree',
  ],
  [`/api/explorer/devices/configs?${n}`, '/api/explorer/devices/configs'],
  [
    `/api/explorer/devices/${ot.live.configs[0]?.device_id}/configs?${n}`,
    '/api/explorer/devices/{device_id}/configs',
  ],
  [`/api/collectors/parser_run_status?${n}`, '/api/collectors/parser_run_status'],
  [`/api/collectors/poller_run_stats?${n}`, '/api/collectors/poller_run_stats'],
  [`/api/analytics/netdev/status?${n}`, '/api/analytics/netdev/status'],
  [`/api/analytics/netdev/vendors?${n}`, '/api/analytics/netdev/vendors'],
  [`/api/analytics/vlans/usage?${n}`, '/api/analytics/vlans/usage'],
  [`/api/analytics/vlans/hostcount?${n}`, '/api/analytics/vlans/hostcount'],
  [`/api/analytics/hosts/vendors?${n}`, '/api/analytics/hosts/vendors'],
  [
    `/api/analytics/assessment/configuration/assessments?${n}`,
    '/api/analytics/assessment/configuration/assessments',
  ],
];

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };

describe('answers of the network-data domains match the contract', () => {
  let t: TestApp;
  const contract = loadContract() as unknown as { paths: Record<string, Record<string, Operation>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...(contract as object), $id: 'contract' });

  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
  });
  afterAll(() => t.app.close());

  it.each(READS)('GET %s', async (url, path) => {
    const response = await t.as('admin', { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const schema = contract.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
    expect(schema).toBeDefined();
    const pointer = JSON.stringify(schema).replaceAll('"#/', '"contract#/');
    const validate = ajv.compile(JSON.parse(pointer) as object);
    const valid = validate(response.json());
    expect(validate.errors?.slice(0, 3) ?? []).toEqual([]);
    expect(valid).toBe(true);
  });
});
