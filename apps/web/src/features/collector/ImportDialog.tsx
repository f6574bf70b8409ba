import { FileDropZone } from '@lne/ui';
import { Alert, Button, Checkbox, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { importBusy, importProgress } from './import-state';
import { collectorMessages as m } from './messages';
import { ParseReportView } from './ParseReportView';
import { IMPORT_RULES } from './report';
import { useSnapshotImport } from './use-snapshot-import';

/**
 * Import a snapshot folder: drop or browse one archive, watch it upload and the parser run read it, then the
 * report opens (its own page, or here for a validation, which stores nothing).
 */
export function ImportDialog({
  opened,
  network,
  onClose,
  onImported,
}: {
  opened: boolean;
  network: number;
  onClose: () => void;
  /** After the parser run of an import ended well: the inventory changed. */
  onImported: () => void;
}) {
  const navigate = useNavigate();
  const { phase, start, reset } = useSnapshotImport(network);
  const [validateOnly, setValidateOnly] = useState(false);
  const busy = importBusy(phase);
  const progress = importProgress(phase);
  const close = () => {
    reset();
    onClose();
  };

  // A parse that ended well opens its report; one that failed stays here with its message.
  const ended = phase.kind === 'parsing' && phase.task.state === 'SUCCESS' ? phase.task : null;
  useEffect(() => {
    if (!ended) return;
    // The parser card of the page says the run finished; the report says what it found.
    onImported();
    reset();
    onClose();
    if (ended.run_id !== null && ended.run_id !== undefined) {
      void navigate({ to: '/data-collector/runs/$runId', params: { runId: String(ended.run_id) } });
    }
  }, [ended, navigate, onClose, onImported, reset]);

  const failed =
    phase.kind === 'parsing' && (phase.task.state === 'FAILURE' || phase.task.state === 'REVOKED')
      ? phase.task
      : null;
  const validated = phase.kind === 'validated' ? phase : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={validated ? `${m.importValidated} · ${validated.file}` : m.importTitle}
      size={validated ? '90%' : 'lg'}
      closeOnClickOutside={!busy}
      centered={!validated}
    >
      <Stack gap="sm" data-testid="import-dialog">
        {validated ? (
          <>
            <Alert color="blue" data-testid="import-validated">
              {m.importValidatedNoFiles}
            </Alert>
            <ParseReportView report={validated.report} />
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {m.importIntro}
            </Text>
            <FileDropZone
              rules={IMPORT_RULES}
              label={m.importDrop}
              hint={m.importLayout}
              browseLabel={m.importBrowse}
              disabled={busy}
              onFiles={(files) => {
                const [file] = files;
                if (file) void start(file, validateOnly);
              }}
              testId="import"
            />
            <Checkbox
              label={m.importValidateOnly}
              description={m.importValidateOnlyHelp}
              checked={validateOnly}
              disabled={busy}
              onChange={(event) => setValidateOnly(event.currentTarget.checked)}
            />
          </>
        )}
        {progress ? (
          <Stack gap={4} data-testid="import-progress">
            <Text size="sm">{progress.text}</Text>
            <Progress
              value={progress.percent ?? 100}
              animated={progress.percent === null || progress.percent < 100}
              striped
              size="lg"
              aria-label={progress.text}
            />
          </Stack>
        ) : null}
        {phase.kind === 'refused' ? (
          <Alert color="red" title={m.importRefused} role="alert" data-testid="import-refused">
            {phase.message}
          </Alert>
        ) : null}
        {failed ? (
          <Alert color="red" title={m.importParseFailed} role="alert" data-testid="import-failed">
            {failed.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {validated || phase.kind === 'refused' || failed ? (
            <Button variant="default" onClick={reset}>
              {m.importAnother}
            </Button>
          ) : null}
          <Button variant="default" onClick={close}>
            {m.importClose}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
