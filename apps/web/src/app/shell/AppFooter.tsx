import { useGetVersion } from '@lne/api-client';
import { VersionLabel } from '@lne/ui';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

export type AppFooterProps = {
  /** The network and snapshot selectors, inside the session. */
  children?: ReactNode;
};

export function AppFooter({ children }: AppFooterProps) {
  const { data } = useGetVersion();
  return (
    <Group component="footer" px="md" py={4} justify="space-between" h="100%">
      <VersionLabel version={data?.version} commitId={data?.git_commit_id} />
      {children}
    </Group>
  );
}
