import { useGetVersion } from '@lne/api-client';
import { AppShell } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { endSession } from '../auth/session';
import { useCurrentUser } from '../context/api';
import { ContextSelectors } from '../context/ContextSelectors';
import { useAccess } from '../context/use-access';
import { AppFooter } from './AppFooter';
import { accountMenu, visibleMainSections } from './menu';
import { TabStrip } from './TabStrip';
import { TopBar } from './TopBar';

/** The signed-in frame: top bar with menus, the section's tab strip, the page, and the footer. */
export function AppLayout() {
  const version = useGetVersion().data;
  const user = useCurrentUser().data;
  const access = useAccess();
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <AppShell header={{ height: 56 }} footer={{ height: 44 }} padding={0}>
      <AppShell.Header>
        <TopBar
          version={version?.version}
          commitId={version?.git_commit_id}
          sections={visibleMainSections(access)}
          account={accountMenu(access)}
          userLabel={user?.email}
          onChangePassword={() => {}}
          onUpgradePatch={() => {}}
          onLogout={() => void endSession(queryClient, router, { notifyServer: true })}
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
    </AppShell>
  );
}
