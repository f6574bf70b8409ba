import { useGetVersion } from '@lne/api-client';
import { VersionLabel } from '@lne/ui';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

export type AppFooterProps = {
  /** The network and snapshot selectors, inside the session. */
  children?: ReactNode;
  /** At the right end, after the selectors: the help button, which thus never covers the page. */
  aside?: ReactNode;
};

export function AppFooter({ children, aside }: AppFooterProps) {
  const { data } = useGetVersion();
  return (
    <Group component="footer" px="md" py={4} justify="space-between" h="100%" wrap="nowrap">
      <VersionLabel version={data?.version} commitId={data?.git_commit_id} />
      <Group gap="md" wrap="nowrap">
        {children}
        {aside}
      </Group>
    </Group>
  );
}
