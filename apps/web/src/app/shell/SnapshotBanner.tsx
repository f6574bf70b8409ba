import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { DEFAULT_SNAPSHOT_ID } from '../../shared/constants';
import { type Snapshot, useSnapshots } from '../../shared/context/api';
import { useScope } from '../../shared/context/scope';
import { formatUnixTime } from '../../shared/format/time';
import { shellMessages as m } from './messages';

/** Height of the banner in the header, added to the header's height while a historical snapshot is shown. */
export const SNAPSHOT_BANNER_HEIGHT = 36;

/** The historical snapshot of the URL, once the network's snapshot list has it; undefined in live mode. */
export function useHistoricalSnapshot(): Snapshot | undefined {
  const scope = useScope();
  const snapshots = useSnapshots(scope.network).data;
  if (scope.snapshot === DEFAULT_SNAPSHOT_ID) return undefined;
  return snapshots?.find((snapshot) => snapshot.id === scope.snapshot);
}

/**
 * "Viewing snapshot {name} from {date}: read-only" on every page of a historical snapshot, with "Back to live",
 * which keeps the page and its other parameters and only sets the snapshot to live.
 */
export function SnapshotBanner({ snapshot }: { snapshot: Snapshot }) {
  const navigate = useNavigate();
  return (
    <Group
      role="status"
      data-testid="snapshot-banner"
      h={SNAPSHOT_BANNER_HEIGHT}
      px="md"
      gap="sm"
      justify="center"
      wrap="nowrap"
      bg="var(--mantine-color-yellow-light)"
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-outline)' }}
    >
      <Text size="sm" fw={500} truncate="end">
        {m.snapshotBanner(snapshot.name, formatUnixTime(snapshot.created))}
      </Text>
      <Button
        size="compact-sm"
        variant="filled"
        color="yellow"
        autoContrast
        onClick={() =>
          void navigate({ to: '.', search: (prev) => ({ ...prev, snapshot: DEFAULT_SNAPSHOT_ID }) })
        }
      >
        {m.backToLive}
      </Button>
    </Group>
  );
}
