import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useScope } from '../context/scope';
import { deviceDisplayName } from '../format/device-name';

/** Links inside table rows must not also trigger the row's own click. */
export const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** A device's name linked to its details page, in the network and snapshot of the page. */
export function DeviceLink({ id, name }: { id: string; name: string }) {
  const search = useScope();
  return (
    <Anchor
      size="sm"
      truncate="end"
      onClick={stopPropagation}
      renderRoot={(props) => (
        <Link {...props} to="/inventory/device/$serial" params={{ serial: id }} search={search} />
      )}
    >
      {deviceDisplayName(name)}
    </Anchor>
  );
}
