import { useGetDevice, useGetHost } from '@lne/api-client';
import type { NetNodeAttributes } from '@lne/netmap';
import { Anchor, Badge, CloseButton, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { deviceDisplayName } from '../../shared/format/device-name';

export type NodePanelProps = {
  id: string;
  attributes: NetNodeAttributes;
  network: number;
  snapshot: number;
  /** Neighbour labels of a host (the switch it was seen on) from the graph, when the server has no record. */
  neighbours: string[];
  onClose: () => void;
};

function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value && value !== '' ? value : '—'}
      </Text>
    </Group>
  );
}

function DeviceDetails({
  id,
  attributes,
  network,
  snapshot,
}: Omit<NodePanelProps, 'onClose' | 'neighbours'>) {
  const record = useGetDevice(id, { explorer_network_id: network, snapshot_id: snapshot }).data;
  const info = record?.data;
  const tags = info ? info.tags.map((tag) => tag.name) : attributes.tags;
  return (
    <Stack gap={6}>
      <Row label="Name" value={deviceDisplayName(info ? info.name : attributes.name)} />
      <Row label="IP" value={info?.ip_address ?? attributes.ip} />
      <Row label="Vendor" value={info?.version?.vendor ?? attributes.vendor} />
      <Row label="Model" value={info?.version?.model} />
      <Row label="Serial" value={info?.version?.serial ?? info?.serial ?? attributes.serial} />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
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
      <Anchor
        size="sm"
        renderRoot={(rootProps) => (
          <Link
            {...rootProps}
            to="/inventory/device/$serial"
            params={{ serial: id }}
            search={{ network, snapshot }}
          />
        )}
      >
        Device details
      </Anchor>
    </Stack>
  );
}

function HostDetails({ id, attributes, network, snapshot, neighbours }: Omit<NodePanelProps, 'onClose'>) {
  const host = useGetHost(id, { explorer_network_id: network, snapshot_id: snapshot }).data?.data;
  const ips = host ? host.addresses.map((a) => a.ipv4).filter(Boolean) : [];
  const port = host?.port_if_no_short ?? host?.port_if_no ?? undefined;
  const switchName = host?.seen_on_device ? deviceDisplayName(host.seen_on_device_name) : neighbours[0];
  return (
    <Stack gap={6}>
      <Row label="IP" value={ips.length > 0 ? ips.join(', ') : attributes.ip} />
      <Row label="MAC" value={host?.mac.address ?? attributes.mac ?? id} />
      <Row label="Vendor" value={host?.vendor ?? attributes.vendor} />
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
      w={320}
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
