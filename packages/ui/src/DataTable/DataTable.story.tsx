import { Badge, Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { DataTable } from './DataTable';
import { Toolbar as DataTableToolbar } from './Toolbar';
import type { DataTableColumn, DataTableState } from './types';

type Device = {
  id: string;
  name: string;
  ip: string;
  vendor: string;
  model: string;
  site: string;
  ports: number;
  lastSeen: string;
  reachable: boolean;
};

const VENDORS = ['Cisco', 'Juniper', 'Arista', 'HPE Aruba', 'Fortinet', 'Siemens'];
const SITES = ['Berlin', 'Hamburg', 'München', 'Zürich', 'Wien'];
const MODELS = ['C9300-48P', 'EX4300', '7050SX3', '2930F', 'FG-100F', 'SCALANCE XR-300'];

/** Deterministic sample devices, so the story looks the same on every run. */
function makeDevices(count: number): Device[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `dev-${i}`,
    name: `sw-${SITES[i % SITES.length]?.toLowerCase()}-${String(i).padStart(6, '0')}`,
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    vendor: VENDORS[(i * 7) % VENDORS.length] ?? '',
    model: MODELS[(i * 7) % MODELS.length] ?? '',
    site: SITES[i % SITES.length] ?? '',
    ports: [8, 24, 48, 52][i % 4] ?? 24,
    lastSeen: `2026-11-${String(1 + (i % 21)).padStart(2, '0')} 0${i % 10}:1${i % 6}:00`,
    reachable: i % 11 !== 0,
  }));
}

const columns: DataTableColumn<Device>[] = [
  { id: 'name', header: 'Name', value: (d) => d.name, filter: 'text', width: 240 },
  { id: 'ip', header: 'IP', value: (d) => d.ip, filter: 'text', width: 140 },
  { id: 'vendor', header: 'Vendor', value: (d) => d.vendor, filter: 'select' },
  { id: 'model', header: 'Model', value: (d) => d.model, hiddenByDefault: true },
  { id: 'site', header: 'Site', value: (d) => d.site, filter: 'select' },
  { id: 'ports', header: 'Ports', value: (d) => d.ports, width: 90 },
  {
    id: 'reachable',
    header: 'Status',
    value: (d) => (d.reachable ? 'reachable' : 'unreachable'),
    cell: (d) => (
      <Badge size="sm" variant="light" color={d.reachable ? 'green' : 'red'}>
        {d.reachable ? 'reachable' : 'unreachable'}
      </Badge>
    ),
    filter: 'select',
    width: 130,
  },
  { id: 'lastSeen', header: 'Last seen', value: (d) => d.lastSeen, width: 180 },
];

const sample = makeDevices(60);

const meta = {
  title: 'Lists/DataTable',
  component: DataTable<Device>,
  args: {
    data: sample,
    columns,
    getRowId: (d: Device) => d.id,
    exportFileName: 'devices',
    height: 480,
  },
} satisfies Meta<typeof DataTable<Device>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const Loading: Story = { args: { data: [], loading: true } };
export const ErrorState: Story = {
  name: 'Error',
  args: { data: [], error: new Error('Request failed with status 503: Service Unavailable') },
};
export const Empty: Story = { args: { data: [], emptyText: 'No devices' } };

export const WithSelectionAndBulkAction: Story = {
  render: (args) => {
    const [rows, setRows] = useState(sample);
    return (
      <DataTable
        {...args}
        data={rows}
        selectable
        bulkActions={(selected, clear) => (
          <Button
            color="red"
            size="xs"
            onClick={() => {
              const ids = new Set(selected.map((d) => d.id));
              setRows((current) => current.filter((d) => !ids.has(d.id)));
              clear();
            }}
          >
            Delete
          </Button>
        )}
      />
    );
  },
};

export const ControlledState: Story = {
  render: (args) => {
    const [state, setState] = useState<DataTableState>({
      sort: [{ id: 'site', desc: false }],
      search: 'cisco',
    });
    return (
      <>
        <DataTable {...args} state={state} onStateChange={setState} />
        <pre>{JSON.stringify(state)}</pre>
      </>
    );
  },
};

/** 100,000 rows generated in the story: only the visible window is rendered. */
export const HundredThousandRows: Story = {
  name: '100,000 rows',
  render: (args) => {
    const data = useMemo(() => makeDevices(100_000), []);
    return <DataTable {...args} data={data} selectable height={600} />;
  },
};

/** The table's toolbar on its own, for lists drawn otherwise (the IPAM prefix tree): search, columns, CSV. */
export const ToolbarAlone: Story = {
  render: () => {
    const [search, setSearch] = useState('');
    const [hidden, setHidden] = useState<string[]>(['model']);
    return (
      <>
        <DataTableToolbar
          search={search}
          onSearch={setSearch}
          columns={columns}
          hidden={hidden}
          onToggleColumn={(id, visible) =>
            setHidden((previous) => (visible ? previous.filter((other) => other !== id) : [...previous, id]))
          }
          onExport={() => undefined}
          exportDisabled={false}
        >
          <Button>Create prefix</Button>
        </DataTableToolbar>
        <pre>{JSON.stringify({ search, hidden })}</pre>
      </>
    );
  },
};
