import { useGetVersion } from '@lne/api-client';
import { AppShell, Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ChangePassword } from '../../features/dialogs/ChangePassword';
import { NoAccessGroup } from '../../features/dialogs/NoAccessGroup';
import { UpgradePatch } from '../../features/dialogs/UpgradePatch';
import { Help } from '../../features/help/Help';
import { LicenseExpired } from '../../features/settings/License';
import { useCurrentUser } from '../../shared/context/api';
import { useAccess } from '../../shared/context/use-access';
import { endSession } from '../../shared/session/session';
import { AppFooter } from './AppFooter';
import { ContextSelectors } from './ContextSelectors';
import { accountMenu, visibleMainSections } from './menu';
import { RouteProgress } from './RouteProgress';
import { SkipLink } from './SkipLink';
import { SNAPSHOT_BANNER_HEIGHT, SnapshotBanner, useHistoricalSnapshot } from './SnapshotBanner';
import { TabStrip } from './TabStrip';
import { TopBar } from './TopBar';

type OpenDialog = 'changePassword' | 'upgradePatch' | null;

const TOP_BAR_HEIGHT = 56;
const MAIN_CONTENT_ID = 'main-content';

/**
 * The signed-in frame: skip link, top bar with menus (and the historical snapshot's banner under it), the
 * section's tab strip, the page, the footer with the selectors and the help button, and the dialogs.
 */
export function AppLayout() {
  const version = useGetVersion().data;
  const user = useCurrentUser().data;
  const access = useAccess();
  const router = useRouter();
  const queryClient = useQueryClient();
  const historical = useHistoricalSnapshot();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const logout = () => void endSession(queryClient, router, { notifyServer: true });
  // The banner is part of the header, so pages that fill the window (the map) keep fitting it.
  const headerHeight = TOP_BAR_HEIGHT + (historical ? SNAPSHOT_BANNER_HEIGHT : 0);
  return (
    <AppShell header={{ height: headerHeight }} footer={{ height: 44 }} padding={0}>
      <SkipLink target={MAIN_CONTENT_ID} />
      <RouteProgress />
      <AppShell.Header>
        <Box h={TOP_BAR_HEIGHT}>
          <TopBar
            version={version?.version}
            commitId={version?.git_commit_id}
            sections={visibleMainSections(access)}
            account={accountMenu(access)}
            userLabel={user?.username}
            demo={access.demo}
            onChangePassword={() => setDialog('changePassword')}
            onUpgradePatch={() => setDialog('upgradePatch')}
            onLogout={logout}
          />
        </Box>
        {historical ? <SnapshotBanner snapshot={historical} /> : null}
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <TabStrip />
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter aside={<Help />}>
          <ContextSelectors />
        </AppFooter>
      </AppShell.Footer>
      <ChangePassword opened={dialog === 'changePassword'} onClose={close} />
      <UpgradePatch opened={dialog === 'upgradePatch'} onClose={close} />
      <NoAccessGroup onLogout={logout} />
      <LicenseExpired />
    </AppShell>
  );
}
