import { ActionIcon, Anchor, Group, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useScope } from '../../shared/context/scope';
import { deviceDisplayName, mapQuery } from '../../shared/format/device-name';
import { DeviceLink, stopPropagation as stop } from '../../shared/navigation/DeviceLink';
import { MapPinIcon } from './icons';
import { inventoryMessages as m } from './messages';

/** A host linked to its details page. */
export function HostLink({ id, label }: { id: string; label: string }) {
  const search = useScope();
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
  const search = useScope();
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
