import { ActionIcon, Anchor, Group, Tooltip } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { deviceDisplayName, mapQuery } from './device-name';
import { MapPinIcon } from './icons';
import { inventoryMessages as m } from './messages';

const stop = (event: MouseEvent) => event.stopPropagation();

function useGlobalSearch() {
  const { network, snapshot } = useSearch({ strict: false });
  return { network: network ?? 1, snapshot: snapshot ?? 1 };
}

/** A device's name linked to its details page. */
export function DeviceLink({ id, name }: { id: string; name: string }) {
  const search = useGlobalSearch();
  return (
    <Anchor
      size="sm"
      truncate="end"
      onClick={stop}
      renderRoot={(props) => (
        <Link {...props} to="/inventory/device/$serial" params={{ serial: id }} search={search} />
      )}
    >
      {deviceDisplayName(name)}
    </Anchor>
  );
}

/** A host linked to its details page. */
export function HostLink({ id, label }: { id: string; label: string }) {
  const search = useGlobalSearch();
  return (
    <Anchor
      size="sm"
      truncate="end"
      onClick={stop}
      renderRoot={(props) => (
        <Link {...props} to="/inventory/host/$ulid" params={{ ulid: id }} search={search} />
      )}
    >
      {label || id}
    </Anchor>
  );
}

/** Opens the netmap with the device found by its name, or its IP when it has none (`/?search=<name>`). */
export function MapLink({ name, ip }: { name: string; ip?: string | undefined }) {
  const search = useGlobalSearch();
  return (
    <Tooltip label={m.actions.showOnMap} withArrow>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`${m.actions.showOnMap}: ${deviceDisplayName(name)}`}
        onClick={stop}
        renderRoot={(props) => <Link {...props} to="/" search={{ ...search, search: mapQuery(name, ip) }} />}
      >
        <MapPinIcon size={15} />
      </ActionIcon>
    </Tooltip>
  );
}

export function DeviceNameCell({ id, name }: { id: string; name: string }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
      <MapLink name={name} />
      <DeviceLink id={id} name={name} />
    </Group>
  );
}
