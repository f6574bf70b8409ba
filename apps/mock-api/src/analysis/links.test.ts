import { describe, expect, it } from 'vitest';
import type { DeviceNeighbor, DevicePort, DeviceRecord, NeighborConnection } from '../model/documents';
import { lagOf, linkFacts, linkSourceOf } from './links';

const port = (if_no: string, if_no_short: string): DevicePort => ({
  if_no,
  if_no_short,
  if_state: 'up',
  port_type: 'trunk',
  vlan_id: 1,
  tagged: [],
  description: '',
  speed: 1000,
  duplex: 'full',
});

function device(
  id: string,
  options: {
    known?: boolean;
    ports?: DevicePort[];
    lags?: Record<string, string[]>;
    neighbors?: Record<string, NeighborConnection[]>;
  } = {},
): DeviceRecord {
  const neighbor = (neighId: string, connections: NeighborConnection[]): DeviceNeighbor => ({
    neigh_id: neighId,
    name: neighId,
    ip_address: '',
    status: 'known',
    connections,
  });
  return {
    unique_id: id,
    data: {
      known: options.known ?? true,
      ports: Object.fromEntries((options.ports ?? []).map((p) => [p.if_no, p])),
      lags: Object.fromEntries(
        Object.entries(options.lags ?? {}).map(([name, members], i) => [
          name,
          {
            group_id: i + 1,
            name,
            protocol: 'lacp',
            members: Object.fromEntries(members.map((m) => [m, { if_no: m, status: 'up' }])),
          },
        ]),
      ),
      neighbors: Object.fromEntries(
        Object.entries(options.neighbors ?? {}).map(([neighId, c]) => [neighId, neighbor(neighId, c)]),
      ),
    },
  } as unknown as DeviceRecord;
}

const neighborOf = (d: DeviceRecord, id: string): DeviceNeighbor => {
  const n = d.data.neighbors[id];
  if (!n) throw new Error(`${d.unique_id} has no neighbour ${id}`);
  return n;
};

describe('linkSourceOf', () => {
  it('is a neighbour protocol when any member link was seen by one, subnet when all were inferred', () => {
    expect(linkSourceOf(['subnet', 'cdp'])).toBe('cdp');
    expect(linkSourceOf(['lldp', 'cdp'])).toBe('lldp');
    expect(linkSourceOf(['subnet', 'subnet'])).toBe('subnet');
    expect(linkSourceOf([undefined])).toBeUndefined();
    expect(linkSourceOf([])).toBeUndefined();
  });
});

describe('lagOf', () => {
  const a = device('A', { lags: { 'Port-channel1': ['Gi1/0/1', 'Gi1/0/2'] } });
  it('names the LAG that holds every member interface', () => {
    expect(lagOf(a, ['Gi1/0/1', 'Gi1/0/2'])).toBe('Port-channel1');
  });
  it('is none for one interface, interfaces outside one LAG, or no document', () => {
    expect(lagOf(a, ['Gi1/0/1'])).toBeUndefined();
    expect(lagOf(a, ['Gi1/0/1', 'Gi1/0/3'])).toBeUndefined();
    expect(lagOf(undefined, ['Gi1/0/1', 'Gi1/0/2'])).toBeUndefined();
  });
});

describe('linkFacts', () => {
  const a = device('A', {
    ports: [port('GigabitEthernet1/0/1', 'Gi1/0/1'), port('GigabitEthernet1/0/2', 'Gi1/0/2')],
    lags: { 'Port-channel1': ['GigabitEthernet1/0/1', 'GigabitEthernet1/0/2'] },
    neighbors: {
      B: [
        { if_local: 'GigabitEthernet1/0/1', if_remote: 'ether1', source: 'lldp', one_sided: false },
        { if_local: 'GigabitEthernet1/0/2', if_remote: 'ether2', source: 'lldp', one_sided: false },
      ],
      C: [{ if_local: 'Vlan10', if_remote: 'Vlan10', source: 'subnet' }],
      D: [{ if_local: 'GigabitEthernet1/0/9', if_remote: 'eth0' }],
    },
  });
  const b = device('B', {
    lags: { bond1: ['ether1', 'ether2'] },
    neighbors: { A: [{ if_local: 'ether1', if_remote: 'GigabitEthernet1/0/1' }] },
  });

  it('orients the ports to the edge and uses the short names the documents give', () => {
    expect(linkFacts(a, neighborOf(a, 'B'), true, b).ports).toEqual([
      { source: 'GigabitEthernet1/0/1', target: 'ether1', source_short: 'Gi1/0/1' },
      { source: 'GigabitEthernet1/0/2', target: 'ether2', source_short: 'Gi1/0/2' },
    ]);
    // Seen from the other end, the same link has its ends swapped.
    expect(linkFacts(b, neighborOf(b, 'A'), false, a).ports).toEqual([
      { source: 'GigabitEthernet1/0/1', target: 'ether1', source_short: 'Gi1/0/1' },
    ]);
  });

  it('names the LAG at each end and counts its members', () => {
    expect(linkFacts(a, neighborOf(a, 'B'), true, b).lag).toEqual({
      members: 2,
      source: 'Port-channel1',
      target: 'bond1',
    });
    expect(linkFacts(a, neighborOf(a, 'B'), false, b).lag).toEqual({
      members: 2,
      source: 'bond1',
      target: 'Port-channel1',
    });
    expect(linkFacts(a, neighborOf(a, 'C'), true).lag).toBeUndefined();
  });

  it('says how the link is known: a neighbour protocol, or a shared subnet (layer 3)', () => {
    expect(linkFacts(a, neighborOf(a, 'B'), true, b).link_source).toBe('lldp');
    expect(linkFacts(a, neighborOf(a, 'C'), true).link_source).toBe('subnet');
    expect(linkFacts(a, neighborOf(a, 'D'), true)).not.toHaveProperty('link_source');
  });

  it('keeps a recorded one-sided flag and otherwise asks the known far end', () => {
    expect(linkFacts(a, neighborOf(a, 'B'), true, b).one_sided).toBe(false);
    const silent = device('D', { neighbors: {} });
    expect(linkFacts(a, neighborOf(a, 'D'), true, silent).one_sided).toBe(true);
    const reporting = device('D', { neighbors: { A: [{ if_local: 'eth0', if_remote: 'Gi1/0/9' }] } });
    expect(linkFacts(a, neighborOf(a, 'D'), true, reporting).one_sided).toBe(false);
    // A discovered device has no neighbour table to ask; nothing is claimed.
    const discovered = device('D', { known: false });
    expect(linkFacts(a, neighborOf(a, 'D'), true, discovered)).not.toHaveProperty('one_sided');
    expect(linkFacts(a, neighborOf(a, 'D'), true)).not.toHaveProperty('one_sided');
  });
});
