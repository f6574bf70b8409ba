import { useGetVersion } from '@lne/api-client';
import { VersionLabel } from '@lne/ui';
import { Group } from '@mantine/core';

export function AppFooter() {
  const { data } = useGetVersion();
  return (
    <Group component="footer" px="md" py={4} justify="space-between">
      <VersionLabel version={data?.version} commitId={data?.git_commit_id} />
    </Group>
  );
}
