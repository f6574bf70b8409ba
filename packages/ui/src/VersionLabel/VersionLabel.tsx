import { Text, Tooltip } from '@mantine/core';

export type VersionLabelProps = {
  /** Server version, e.g. `0.1.0`; `undefined` while it loads. */
  version: string | undefined;
  /** Commit the server was built from, shown as tooltip. */
  commitId: string | undefined;
};

export const PRODUCT_NAME = 'lightweight network explorer';

/** The footer's 'lightweight network explorer | version' text with the commit id as tooltip. */
export function VersionLabel({ version, commitId }: VersionLabelProps) {
  const text = `${PRODUCT_NAME} | ${version ?? '…'}`;
  return (
    <Tooltip label={commitId ?? ''} disabled={!commitId} withArrow>
      <Text size="xs" c="dimmed" data-testid="version-label">
        {text}
      </Text>
    </Tooltip>
  );
}
