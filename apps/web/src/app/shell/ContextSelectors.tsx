import { Group, Select } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DEFAULT_SNAPSHOT_ID } from '../../shared/constants';
import { useNetworks, useSnapshots } from '../../shared/context/api';
import {
  networkOptions,
  resolveNetworkId,
  resolveSnapshotId,
  snapshotLabel,
  sortSnapshots,
} from '../../shared/context/selection';
import { shellMessages } from './messages';

/**
 * Network and snapshot selectors of the footer, and the rules of spec §4 that keep the URL consistent:
 * unknown network → first available, snapshot not in the network's list → live, network change → live.
 */
export function ContextSelectors() {
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const network = search.network ?? 1;
  const snapshot = search.snapshot ?? DEFAULT_SNAPSHOT_ID;
  const networks = useNetworks().data;
  const snapshots = useSnapshots(network).data;

  useEffect(() => {
    if (!networks || networks.length === 0) return;
    const resolved = resolveNetworkId(network, networks);
    if (resolved !== undefined && resolved !== network) {
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, network: resolved, snapshot: DEFAULT_SNAPSHOT_ID }),
        replace: true,
      });
    }
  }, [networks, network, navigate]);

  useEffect(() => {
    if (!snapshots) return;
    const resolved = resolveSnapshotId(snapshot, snapshots);
    if (resolved !== snapshot) {
      void navigate({ to: '.', search: (prev) => ({ ...prev, snapshot: resolved }), replace: true });
    }
  }, [snapshots, snapshot, navigate]);

  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={shellMessages.network}
        data-testid="network-select"
        size="xs"
        w={200}
        allowDeselect={false}
        value={String(network)}
        data={networkOptions(networks ?? [], network)}
        searchable
        nothingFoundMessage={shellMessages.noNetworkFound}
        comboboxProps={{ width: 280, position: 'top-start' }}
        onChange={(value) => {
          if (value === null) return;
          void navigate({
            to: '.',
            search: (prev) => ({ ...prev, network: Number(value), snapshot: DEFAULT_SNAPSHOT_ID }),
          });
        }}
      />
      <Select
        aria-label={shellMessages.snapshot}
        data-testid="snapshot-select"
        size="xs"
        w={260}
        allowDeselect={false}
        searchable
        nothingFoundMessage={shellMessages.noSnapshotFound}
        comboboxProps={{ width: 320, position: 'top-end' }}
        value={String(snapshot)}
        data={sortSnapshots(snapshots ?? []).map((item) => ({
          value: String(item.id),
          label: snapshotLabel(item),
        }))}
        onChange={(value) => {
          if (value === null) return;
          void navigate({ to: '.', search: (prev) => ({ ...prev, snapshot: Number(value) }) });
        }}
      />
    </Group>
  );
}
