import { useGetVersion } from '@lne/api-client';
import { AppShell } from '@mantine/core';
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
import { TabStrip } from './TabStrip';
import { TopBar } from './TopBar';

type OpenDialog = 'changePassword' | 'upgradePatch' | null;

/** The signed-in frame: top bar with menus, the section's tab strip, the page, the footer, and the dialogs. */
export function AppLayout() {
  const version = useGetVersion().data;
  const user = useCurrentUser().data;
  const access = useAccess();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const logout = () => void endSession(queryClient, router, { notifyServer: true });
  return (
    <AppShell header={{ height: 56 }} footer={{ height: 44 }} padding={0}>
      <AppShell.Header>
        <TopBar
          version={version?.version}
          commitId={version?.git_commit_id}
          sections={visibleMainSections(access)}
          account={accountMenu(access)}
          userLabel={user?.username}
          onChangePassword={() => setDialog('changePassword')}
          onUpgradePatch={() => setDialog('upgradePatch')}
          onLogout={logout}
        />
      </AppShell.Header>
      <AppShell.Main>
        <TabStrip />
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter>
          <ContextSelectors />
        </AppFooter>
      </AppShell.Footer>
      <ChangePassword opened={dialog === 'changePassword'} onClose={close} />
      <UpgradePatch opened={dialog === 'upgradePatch'} onClose={close} />
      <NoAccessGroup onLogout={logout} />
      <LicenseExpired />
      <Help />
    </AppShell>
  );
}
