import { Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DEVICE_VIEWS } from '../../shared/navigation/search';
import { DevicesTab } from './DevicesTab';
import { NeighborsTab, PortsTab, RoutesTab, SpanningTreeTab } from './ListTabs';
import { inventoryMessages as m } from './messages';

const VIEW_CONTENT = {
  Devices: DevicesTab,
  Neighbors: NeighborsTab,
  Routes: RoutesTab,
  Ports: PortsTab,
  'Spanning Tree': SpanningTreeTab,
} as const;

/** Inventory › Net Devices: the view tabs of spec §2, the chosen one in the URL (`view`). */
export function NetworkDevicesPage() {
  const { view } = useSearch({ from: '/_app/inventory/network-devices' });
  const navigate = useNavigate({ from: '/inventory/network-devices' });
  const Content = VIEW_CONTENT[view];
  return (
    <Stack p="md" gap="sm">
      <Title order={2}>{m.netDevicesTitle}</Title>
      <Tabs
        value={view}
        onChange={(next) => {
          const chosen = DEVICE_VIEWS.find((candidate) => candidate === next);
          if (!chosen) return;
          // Each view has its own columns: its list state starts afresh.
          void navigate({
            search: (previous) => ({
              ...previous,
              view: chosen,
              sort: undefined,
              q: undefined,
              filters: undefined,
              cols: undefined,
              stpProtocol: undefined,
              stpInstance: undefined,
            }),
          });
        }}
      >
        <Tabs.List>
          {DEVICE_VIEWS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {m.views[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Content />
    </Stack>
  );
}
