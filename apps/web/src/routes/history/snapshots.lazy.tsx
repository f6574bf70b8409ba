import { createLazyRoute } from '@tanstack/react-router';
import { SnapshotsPage } from '../../features/snapshots/SnapshotsPage';

export const Route = createLazyRoute('/_app/history/snapshots')({ component: SnapshotsPage });
