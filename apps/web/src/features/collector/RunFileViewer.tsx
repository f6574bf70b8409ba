import { useGetCollectionRunFile } from '@lne/api-client';
import { ConfigViewer, downloadBlob, ParseStatusBadge } from '@lne/ui';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Grid,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { collectorMessages as m } from './messages';
import { baseName, hasLine } from './report';

/** Height the text and the warning list leave for the drawer's header and padding. */
const CHROME_HEIGHT = 190;

/**
 * One file of a collection run as it was collected, with line numbers; the line a warning points at is marked
 * and scrolled to. Every warning of the file is listed beside it (the report lists only the first 20).
 */
export function RunFileViewer({
  network,
  runId,
  path,
  line,
  onLine,
  onClose,
}: {
  network: number;
  runId: number;
  path: string | undefined;
  line: number | undefined;
  onLine: (line: number) => void;
  onClose: () => void;
}) {
  const { height } = useViewportSize();
  const file = useGetCollectionRunFile(
    runId,
    { explorer_network_id: network, path: path ?? '' },
    { query: { enabled: path !== undefined } },
  );
  const report = file.data?.report ?? null;
  const warnings = (report?.warnings ?? []).filter(hasLine);
  const textHeight = Math.max(240, (height || 800) - CHROME_HEIGHT);

  return (
    <Drawer
      opened={path !== undefined}
      onClose={onClose}
      position="right"
      size="min(1100px, 100%)"
      title={
        <Group gap="xs">
          <Text fw={600} ff="monospace" size="sm">
            {path}
          </Text>
          {report ? <ParseStatusBadge status={report.status} /> : null}
        </Group>
      }
    >
      <Stack gap="sm" data-testid="run-file-viewer">
        {file.isPending ? <Loader size="sm" /> : null}
        {file.error ? <Alert color="red">{file.error.message}</Alert> : null}
        {file.data ? (
          <>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs">
                {report ? (
                  <>
                    <Badge variant="outline" color="gray" tt="none">
                      {report.platform}
                    </Badge>
                    {report.device ? (
                      <Badge variant="outline" color="gray" tt="none">
                        {report.device}
                      </Badge>
                    ) : null}
                    {report.parser ? (
                      <Text size="xs" c="dimmed">
                        {m.viewerParser(report.parser)}
                      </Text>
                    ) : null}
                  </>
                ) : (
                  <Text size="xs" c="dimmed">
                    {m.viewerNoReport}
                  </Text>
                )}
              </Group>
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  downloadBlob(
                    new Blob([file.data.text], { type: 'text/plain;charset=utf-8' }),
                    baseName(file.data.path),
                  )
                }
              >
                {m.viewerDownload}
              </Button>
            </Group>
            <Grid gap="sm">
              {warnings.length > 0 ? (
                <Grid.Col span={{ base: 12, md: 3 }}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
                    {m.viewerWarnings(warnings.length)}
                  </Text>
                  <ScrollArea.Autosize mah={textHeight} type="auto" data-testid="run-file-warnings">
                    {warnings.map((warning, index) => (
                      <NavLink
                        key={`${warning.line}-${index}`}
                        component="button"
                        active={warning.line === line}
                        label={m.viewerLine(warning.line)}
                        description={warning.text.trim() || warning.code}
                        onClick={() => onLine(warning.line)}
                      />
                    ))}
                  </ScrollArea.Autosize>
                </Grid.Col>
              ) : null}
              <Grid.Col span={{ base: 12, md: warnings.length > 0 ? 9 : 12 }}>
                <ConfigViewer text={file.data.text} maxHeight={textHeight} focusLine={line} />
              </Grid.Col>
            </Grid>
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
