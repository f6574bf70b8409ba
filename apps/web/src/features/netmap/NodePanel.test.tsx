import type { NetNodeAttributes } from '@lne/netmap';
import { theme } from '@lne/ui';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NodePanel } from './NodePanel';

const records = vi.hoisted(() => ({
  device: { name: '', ip_address: '172.17.13.13', tags: [], notes: '', version: { vendor: 'abb' } },
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
  Link: ({ children }: { children?: ReactNode }) => <a href="/">{children}</a>,
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

function renderPanel(attributes: NetNodeAttributes) {
  render(
    <MantineProvider theme={theme}>
      <NodePanel
        id="01JDRIVE"
        attributes={attributes}
        network={1}
        snapshot={1}
        neighbours={[]}
        onClose={vi.fn()}
      />
    </MantineProvider>,
  );
}

describe('NodePanel', () => {
  it("names a device without a name 'Discovered Device' in its heading and Name row", () => {
    renderPanel({
      ...base,
      kind: 'device',
      label: 'Discovered Device\n172.17.13.13',
      devType: 'unknown',
      known: false,
    });
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Discovered Device');
    expect(screen.getByText('Name').nextElementSibling?.textContent).toBe('Discovered Device');
  });

  it("names the switch of a host that was seen on an unnamed device 'Discovered Device'", () => {
    renderPanel({ ...base, kind: 'host', label: '10.1.1.20\nsiemens' });
    expect(screen.getByText('Switch').nextElementSibling?.textContent).toBe('Discovered Device');
  });
});
