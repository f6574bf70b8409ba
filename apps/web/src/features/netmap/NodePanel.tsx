import { useGetDevice, useGetHost } from '@lne/api-client';
import {
  deviceRole,
  type GroupInfo,
  type NetGraph,
  type NetNodeAttributes,
  nodeLabelText,
} from '@lne/netmap';
import {
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { deviceDisplayName } from '../../shared/format/device-name';
import { formatUnixTime } from '../../shared/format/time';
import { neighbourRows, siteOf, typeOf } from './lists';
import { netmapMessages as m } from './messages';

export type NodePanelProps = {
  id: string;
  attributes: NetNodeAttributes;
  network: number;
  snapshot: number;
  /** Neighbour labels of a host (the switch it was seen on) from the graph, when the server has no record. */
  neighbours: string[];
  /** The graph and its groups: the site, and which neighbours are on the map. */
  graph?: NetGraph | undefined;
  groups?: ReadonlyMap<string, GroupInfo> | undefined;
  /** Quick action: the impact view with this node taken out. */
  onImpact?: ((id: string) => void) | undefined;
  /** Clicking a neighbour on the map focuses it. */
  onFocus?: ((id: string) => void) | undefined;
  onClose: () => void;
};

function Row({ label, value, testId }: { label: string; value: string | undefined; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={100} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }} data-testid={testId}>
        {value && value !== '' ? value : '—'}
      </Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} mt="xs">
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function DeviceDetails({
  id,
  attributes,
  network,
  snapshot,
  graph,
  groups,
  onImpact,
  onFocus,
}: Omit<NodePanelProps, 'onClose' | 'neighbours'>) {
  const record = useGetDevice(id, { explorer_network_id: network, snapshot_id: snapshot }).data;
  const info = record?.data;
  const tags = info ? info.tags.map((tag) => tag.name) : attributes.tags;
  const neighbours = neighbourRows(Object.values(info?.neighbors ?? {}), graph);
  const vlans = Object.values(info?.vlans ?? {}).sort((a, b) => a.vlan_id - b.vlan_id);
  const scope = { network, snapshot };
  return (
    <Stack gap={6}>
      <Row label={m.panel.type} value={typeOf(attributes)} testId="panel-type" />
      <Row label={m.panel.role} value={m.panel.roles[deviceRole(attributes)]} testId="panel-role" />
      <Row
        label={m.panel.site}
        value={groups ? siteOf(groups, attributes.group) : undefined}
        testId="panel-site"
      />
      <Row label={m.panel.ip} value={info?.ip_address ?? attributes.ip} testId="panel-ip" />
      <Row label={m.panel.lastSeen} value={formatUnixTime(info?.last_seen)} testId="panel-last-seen" />
      <Row label="Vendor" value={info?.version?.vendor ?? attributes.vendor} />
      <Row label="Model" value={info?.version?.model} />
      <Row label="Serial" value={info?.version?.serial ?? info?.serial ?? attributes.serial} />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" w={100} style={{ flexShrink: 0 }}>
          Tags
        </Text>
        <Group gap={4}>
          {tags.length === 0 ? <Text size="sm">—</Text> : null}
          {tags.map((tag) => (
            <Badge key={tag} size="sm" variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
      </Group>
      <Row label="Notes" value={info?.notes} />
      <Group gap={6} mt={4} data-testid="panel-actions">
        <Button
          size="compact-xs"
          variant="light"
          renderRoot={(props) => (
            <Link {...props} to="/inventory/device/$serial" params={{ serial: id }} search={scope} />
          )}
        >
          {m.panel.openDetails}
        </Button>
        {onImpact ? (
          <Button size="compact-xs" variant="light" color="red" onClick={() => onImpact(id)}>
            {m.panel.impactFromHere}
          </Button>
        ) : null}
        <Button
          size="compact-xs"
          variant="light"
          color="gray"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/inventory/network-devices"
              search={{ ...scope, view: 'Devices', q: info?.name || nodeLabelText(attributes) }}
            />
          )}
        >
          {m.panel.showInInventory}
        </Button>
      </Group>
      <Section title={`${m.panel.neighbours} (${neighbours.length})`}>
        {neighbours.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.panel.noNeighbours}
          </Text>
        ) : (
          <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} data-testid="panel-neighbours">
            <Table.Tbody>
              {neighbours.map((n) => (
                <Table.Tr key={n.id}>
                  <Table.Td>
                    {n.onMap && onFocus ? (
                      <Anchor size="xs" component="button" onClick={() => onFocus(n.id)}>
                        {n.name}
                      </Anchor>
                    ) : (
                      n.name
                    )}
                    {n.how || n.oneSided ? (
                      <Text size="xs" c="dimmed">
                        {[n.how, n.oneSided ? m.panel.oneSided : ''].filter(Boolean).join(' · ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ff="monospace">
                    {n.ports.map((p) => (
                      <div key={`${p.local}-${p.remote}`}>
                        {p.local} → {p.remote}
                      </div>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title={m.panel.vlans}>
        {vlans.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.panel.noVlans}
          </Text>
        ) : (
          <Group gap={4} data-testid="panel-vlans">
            {vlans.map((vlan) => (
              <Badge key={vlan.vlan_id} size="sm" variant="outline" color="gray" tt="none">
                {vlan.vlan_id}
                {vlan.vlan_name ? ` ${vlan.vlan_name}` : ''}
              </Badge>
            ))}
          </Group>
        )}
      </Section>
    </Stack>
  );
}

function HostDetails({
  id,
  attributes,
  network,
  snapshot,
  neighbours,
  groups,
}: Omit<NodePanelProps, 'onClose'>) {
  const host = useGetHost(id, { explorer_network_id: network, snapshot_id: snapshot }).data?.data;
  const ips = host ? host.addresses.map((a) => a.ipv4).filter(Boolean) : [];
  const port = host?.port_if_no_short ?? host?.port_if_no ?? undefined;
  const switchName = host?.seen_on_device ? deviceDisplayName(host.seen_on_device_name) : neighbours[0];
  return (
    <Stack gap={6}>
      <Row label={m.panel.type} value={typeOf(attributes)} />
      <Row label={m.panel.site} value={groups ? siteOf(groups, attributes.group) : undefined} />
      <Row label="IP" value={ips.length > 0 ? ips.join(', ') : attributes.ip} />
      <Row label="MAC" value={host?.mac.address ?? attributes.mac ?? id} />
      <Row label="Vendor" value={host?.vendor ?? attributes.vendor} />
      <Row label={m.panel.lastSeen} value={formatUnixTime(host?.last_seen)} />
      <Row label="VLANs" value={host ? host.vlan_ids.join(', ') : undefined} />
      <Row label="Switch" value={switchName ?? undefined} />
      <Row label="Port" value={port} />
    </Stack>
  );
}

/** The side panel of the node clicked on the map; Escape or the close button hides it. */
export function NodePanel(props: NodePanelProps) {
  const { attributes, onClose } = props;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const heading = attributes.kind === 'device' ? 'Device' : attributes.kind === 'host' ? 'Host' : 'Node';
  return (
    <Paper
      shadow="md"
      withBorder
      p="md"
      w={340}
      data-testid="node-panel"
      role="complementary"
      aria-label={`${heading} details`}
      style={{ position: 'absolute', top: 8, right: 8, bottom: 8, zIndex: 20, display: 'flex' }}
    >
      <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase">
              {heading}
            </Text>
            <Title order={4} style={{ wordBreak: 'break-word' }}>
              {attributes.kind === 'device'
                ? deviceDisplayName(attributes.name ?? attributes.label.split('\n')[0])
                : (attributes.name ?? attributes.label.split('\n')[0])}
            </Title>
          </div>
          <CloseButton aria-label="Close" onClick={onClose} />
        </Group>
        <ScrollArea style={{ flex: 1 }}>
          {attributes.kind === 'device' ? <DeviceDetails {...props} /> : null}
          {attributes.kind === 'host' ? <HostDetails {...props} /> : null}
          {attributes.kind === 'custom' ? <Row label="Label" value={attributes.label} /> : null}
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
