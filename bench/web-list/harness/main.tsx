// A page with only the shared DataTable and the device list of the API, as the Net Devices page shows it:
// the benchmark's baseline, which tells the cost of the table from the cost of the rest of the page.
import '@mantine/core/styles.css';
import { DataTable, type DataTableColumn, theme } from '@lne/ui';
import { Badge, Container, Group, MantineProvider, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Device = {
  unique_id: string;
  data: {
    name: string;
    ip_address: string;
    dev_type?: string;
    last_seen: number;
    serial?: string;
    version?: { vendor?: string; model?: string; software?: string; serial?: string };
    notes: string;
    tags: { id: number; name: string; color?: string }[];
  };
};

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD HH:mm:ss in the browser's zone. */
function formatTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const columns: DataTableColumn<Device>[] = [
  { id: 'name', header: 'Name', value: (d) => d.data.name, filter: 'text', width: 220 },
  { id: 'ip', header: 'IP address', value: (d) => d.data.ip_address, filter: 'text', width: 140 },
  { id: 'type', header: 'Type', value: (d) => d.data.dev_type, filter: 'select', width: 120 },
  { id: 'vendor', header: 'Vendor', value: (d) => d.data.version?.vendor, filter: 'select', width: 130 },
  { id: 'model', header: 'Model', value: (d) => d.data.version?.model },
  { id: 'serial', header: 'Serial', value: (d) => d.data.serial ?? d.data.version?.serial },
  { id: 'software', header: 'Software', value: (d) => d.data.version?.software, hiddenByDefault: true },
  { id: 'lastSeen', header: 'Last seen', value: (d) => formatTime(d.data.last_seen), width: 170 },
  {
    id: 'tags',
    header: 'Tags',
    value: (d) => d.data.tags.map((tag) => tag.name).join(', '),
    cell: (d) => (
      <Group gap={4} wrap="nowrap">
        {d.data.tags.map((tag) => (
          <Badge key={tag.id} size="xs" variant="light">
            {tag.name}
          </Badge>
        ))}
      </Group>
    ),
  },
  { id: 'notes', header: 'Notes', value: (d) => d.data.notes },
];

function Harness() {
  const [devices, setDevices] = useState<Device[]>([]);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const query = new URLSearchParams({
      explorer_network_id: params.get('network') ?? '1',
      snapshot_id: params.get('snapshot') ?? '1',
    });
    fetch(`/api/explorer/devices?${query}`, {
      headers: { authorization: `Bearer ${params.get('token') ?? ''}` },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
        const body = (await response.json()) as { data: Device[] };
        // Lets the benchmark tell JSON parsing from rendering.
        performance.mark('bench:devices-parsed');
        setDevices(body.data);
      })
      .catch((cause: unknown) => setError(cause instanceof Error ? cause : new Error(String(cause))))
      .finally(() => setLoading(false));
  }, []);
  return (
    <Container fluid p="md">
      <Title order={3} mb="md">
        Net Devices (harness)
      </Title>
      <DataTable
        data={devices}
        columns={columns}
        getRowId={(d) => d.unique_id}
        selectable
        loading={loading}
        error={error}
        emptyText="No devices"
        exportFileName="devices"
        height={620}
      />
    </Container>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <MantineProvider theme={theme}>
    <Harness />
  </MantineProvider>,
);
