import { describe, expect, it } from 'vitest';
import { ingestBaseGraph } from '../ingest';
import type { NetEdgeAttributes } from '../ingest/types';
import { linkKind, linkMiddleLabel, portLabel, shortInterfaceName } from './index';

describe('shortInterfaceName', () => {
  it('writes the short forms engineers use', () => {
    expect(shortInterfaceName('GigabitEthernet1/0/1')).toBe('Gi1/0/1');
    expect(shortInterfaceName('TenGigabitEthernet1/1/4')).toBe('Te1/1/4');
    expect(shortInterfaceName('TwentyFiveGigE1/0/1')).toBe('Twe1/0/1');
    expect(shortInterfaceName('FortyGigabitEthernet2/0/1')).toBe('Fo2/0/1');
    expect(shortInterfaceName('HundredGigE1/0/49')).toBe('Hu1/0/49');
    expect(shortInterfaceName('FastEthernet0/1')).toBe('Fa0/1');
    expect(shortInterfaceName('Port-channel10')).toBe('Po10');
    expect(shortInterfaceName('port-channel 2')).toBe('Po2');
    expect(shortInterfaceName('Ethernet1/49')).toBe('Eth1/49');
    expect(shortInterfaceName('Bundle-Ether1')).toBe('BE1');
    expect(shortInterfaceName('Vlan100')).toBe('Vl100');
    expect(shortInterfaceName('Loopback0')).toBe('Lo0');
  });
  it('keeps names that have no common short form', () => {
    expect(shortInterfaceName('ether1')).toBe('ether1');
    expect(shortInterfaceName('xe-0/0/0')).toBe('xe-0/0/0');
    expect(shortInterfaceName('1/1/3')).toBe('1/1/3');
    expect(shortInterfaceName('Gi1/0/1')).toBe('Gi1/0/1');
    expect(shortInterfaceName('Ethernet')).toBe('Ethernet');
    expect(shortInterfaceName('Eth-Trunk1')).toBe('Eth-Trunk1');
  });
});

describe('port labels', () => {
  const lag: NetEdgeAttributes = {
    kind: 'link',
    classes: [],
    redundancy: 2,
    ports: [
      { source: 'GigabitEthernet1/0/1', target: 'ether1', sourceShort: 'Gi1/0/1' },
      { source: 'GigabitEthernet1/0/2', target: 'ether2' },
    ],
    lag: { members: 2, source: 'Port-channel1' },
  };
  it('names the LAG interface where the end names it, else the first port and how many more', () => {
    expect(portLabel(lag, 'source')).toBe('Po1');
    expect(portLabel(lag, 'target')).toBe('ether1 +1');
    const { lag: _lag, ...parallel } = lag;
    expect(portLabel(parallel, 'source')).toBe('Gi1/0/1 +1');
  });
  it('prefers the short form the device gives, else shortens the name', () => {
    const one: NetEdgeAttributes = {
      kind: 'link',
      classes: [],
      ports: [{ source: 'TenGigabitEthernet1/1/1', target: 'Gi0/1', targetShort: 'G0/1' }],
    };
    expect(portLabel(one, 'source')).toBe('Te1/1/1');
    expect(portLabel(one, 'target')).toBe('G0/1');
  });
  it('has none without ports', () => {
    expect(portLabel({}, 'source')).toBeUndefined();
    expect(portLabel({ ports: [{ source: '', target: 'x' }] }, 'source')).toBeUndefined();
  });
  it('labels the middle of a LAG, parallel links and host links', () => {
    expect(linkMiddleLabel(lag)).toBe('LAG ×2');
    expect(linkMiddleLabel({ redundancy: 3 })).toBe('×3');
    expect(linkMiddleLabel({ redundancy: 1, label: 'vl 10' })).toBe('vl 10');
    expect(linkMiddleLabel({ redundancy: 1 })).toBeUndefined();
  });
});

describe('linkKind and ingest', () => {
  it('reads ports, source, one-sided and LAG from the answer', () => {
    const { graph } = ingestBaseGraph({
      nodes: [
        { data: { id: 'a', node_type: 'device', dev_type: 'switch', label: 'a' } },
        { data: { id: 'b', node_type: 'device', dev_type: 'router', label: 'b', model: 'ISR4331' } },
        { data: { id: 'c', node_type: 'device', dev_type: 'router', label: 'c' } },
      ],
      edges: [
        {
          data: {
            id: 'a-b',
            source: 'a',
            target: 'b',
            redundancy: 2,
            ports: [
              { source: 'Gi1/0/1', target: 'Gi0/0/0', source_short: 'Gi1/0/1' },
              { source: 'Gi1/0/2', target: 'Gi0/0/1' },
              'not a port',
            ],
            link_source: 'lldp',
            one_sided: false,
            lag: { members: 2, source: 'Port-channel1', target: 'Port-channel1' },
          },
        },
        {
          data: {
            id: 'b-c',
            source: 'b',
            target: 'c',
            redundancy: 1,
            link_source: 'subnet',
            one_sided: true,
          },
        },
        {
          data: {
            id: 'a-c',
            source: 'a',
            target: 'c',
            redundancy: 1,
            link_source: 'smoke',
            lag: { members: 1 },
          },
        },
      ],
    });
    expect(graph.getEdgeAttributes('a-b')).toMatchObject({
      ports: [
        { source: 'Gi1/0/1', target: 'Gi0/0/0', sourceShort: 'Gi1/0/1' },
        { source: 'Gi1/0/2', target: 'Gi0/0/1' },
      ],
      linkSource: 'lldp',
      oneSided: false,
      lag: { members: 2, source: 'Port-channel1', target: 'Port-channel1' },
    });
    expect(linkKind(graph.getEdgeAttributes('a-b'))).toBe('l2');
    expect(linkKind(graph.getEdgeAttributes('b-c'))).toBe('l3');
    expect(graph.getEdgeAttributes('b-c').oneSided).toBe(true);
    // An unknown source and a LAG of one are not facts.
    expect(graph.getEdgeAttributes('a-c')).not.toHaveProperty('linkSource');
    expect(graph.getEdgeAttributes('a-c')).not.toHaveProperty('lag');
    expect(graph.getNodeAttributes('b')).toMatchObject({ model: 'ISR4331' });
  });
});
