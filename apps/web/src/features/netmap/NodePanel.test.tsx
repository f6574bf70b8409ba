import { ingestBaseGraph, type NetNodeAttributes } from '@lne/netmap';
import { theme } from '@lne/ui';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NodePanel, type NodePanelProps } from './NodePanel';

const records = vi.hoisted(() => ({
  device: {
    name: '',
    ip_address: '172.17.13.13',
    tags: [],
    notes: '',
    last_seen: 1_700_000_000,
    version: { vendor: 'abb' },
    neighbors: {},
    vlans: {},
  } as Record<string, unknown>,
  host: {
    addresses: [{ ipv4: '10.1.1.20' }],
    mac: { address: '00:11:22:33:44:55' },
    vendor: 'siemens',
    vlan_ids: [10],
    seen_on_device: '01JDRIVE',
    seen_on_device_name: '',
    port_if_no_short: 'Gi1/0/3',
  },
}));

vi.mock('@lne/api-client', () => ({
  useGetDevice: () => ({ data: { data: records.device } }),
  useGetHost: () => ({ data: { data: records.host } }),
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({
    children,
    to,
    search,
  }: {
    children?: ReactNode;
    to: string;
    search?: Record<string, unknown>;
  }) => (
    <a href={`${to}?${new URLSearchParams(Object.entries(search ?? {}).map(([k, v]) => [k, String(v)]))}`}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const base = {
  group: undefined,
  classes: [],
  fields: {},
  tags: [],
  newDevice: false,
  x: 0,
  y: 0,
  hasPosition: false,
  vendor: 'abb',
};

function renderPanel(attributes: NetNodeAttributes, props: Partial<NodePanelProps> = {}) {
  render(
    <MantineProvider theme={theme}>
      <NodePanel
        id="01JDRIVE"
        attributes={attributes}
        network={1}
        snapshot={1}
        neighbours={[]}
        onClose={vi.fn()}
        {...props}
      />
    </MantineProvider>,
  );
}

describe('NodePanel', () => {
  it("names a device without a name 'Discovered Device' in its heading", () => {
    renderPanel({
      ...base,
      kind: 'device',
      label: 'Discovered Device\n172.17.13.13',
      devType: 'unknown',
      known: false,
    });
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Discovered Device');
  });

  it("names the switch of a host that was seen on an unnamed device 'Discovered Device'", () => {
    renderPanel({ ...base, kind: 'host', label: '10.1.1.20\nsiemens' });
    expect(screen.getByText('Switch').nextElementSibling?.textContent).toBe('Discovered Device');
  });

  it('shows type, role, site, management IP, last seen, neighbours with both ports, VLANs and quick actions', () => {
    records.device = {
      ...records.device,
      name: 'hq-core-01',
      ip_address: '10.0.0.1',
      neighbors: {
        dist: {
          neigh_id: 'dist',
          name: 'hq-a-dist-01',
          connections: [
            { if_local: 'TenGigabitEthernet1/1/1', if_remote: 'TenGigabitEthernet1/0/1', source: 'lldp' },
            { if_local: 'TenGigabitEthernet1/1/2', if_remote: 'TenGigabitEthernet1/0/2', source: 'lldp' },
          ],
        },
      },
      vlans: { '10': { vlan_id: 10, vlan_name: 'MGMT' }, '20': { vlan_id: 20, vlan_name: 'USERS' } },
    };
    const { graph, groups } = ingestBaseGraph({
      nodes: [
        { data: { id: 'parent-1', node_type: 'group', label: 'HQ' } },
        { data: { id: 'parent-2', node_type: 'group', label: 'DC room', parent: 'parent-1' } },
        {
          data: {
            id: '01JDRIVE',
            node_type: 'device',
            dev_type: 'switch',
            label: 'hq-core-01\n10.0.0.1',
            parent: 'parent-2',
          },
        },
        { data: { id: 'dist', node_type: 'device', dev_type: 'switch', label: 'hq-a-dist-01\n10.0.0.2' } },
      ],
      edges: [],
    });
    const onImpact = vi.fn();
    const onFocus = vi.fn();
    renderPanel(graph.getNodeAttributes('01JDRIVE'), { graph, groups, onImpact, onFocus });
    expect(screen.getByTestId('panel-type').textContent).toBe('L3 switch');
    expect(screen.getByTestId('panel-role').textContent).toBe('Core');
    expect(screen.getByTestId('panel-site').textContent).toBe('HQ');
    expect(screen.getByTestId('panel-ip').textContent).toBe('10.0.0.1');
    expect(screen.getByTestId('panel-last-seen').textContent).toMatch(/^2023-11-1\d \d\d:\d\d:\d\d$/);
    const neighbours = screen.getByTestId('panel-neighbours');
    expect(neighbours.textContent).toContain('hq-a-dist-01');
    expect(neighbours.textContent).toContain('Te1/1/1 → Te1/0/1');
    expect(neighbours.textContent).toContain('Te1/1/2 → Te1/0/2');
    expect(neighbours.textContent).toContain('LLDP');
    expect(screen.getByTestId('panel-vlans').textContent).toBe('10 MGMT20 USERS');
    fireEvent.click(screen.getByRole('button', { name: 'Impact from here' }));
    expect(onImpact).toHaveBeenCalledWith('01JDRIVE');
    fireEvent.click(screen.getByRole('button', { name: 'hq-a-dist-01' }));
    expect(onFocus).toHaveBeenCalledWith('dist');
    expect(screen.getByText('Open details').closest('a')?.getAttribute('href')).toContain(
      '/inventory/device/',
    );
    expect(screen.getByText('Show in inventory').closest('a')?.getAttribute('href')).toContain(
      'q=hq-core-01',
    );
  });
});
