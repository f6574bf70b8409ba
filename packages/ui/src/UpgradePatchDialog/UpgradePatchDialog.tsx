import { Button, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { FileDropZone } from '../FileDropZone/FileDropZone';

export const upgradePatchMessages = {
  title: 'Upgrade & Patch',
  drop: 'Drop a .tgz patch file here',
  browse: 'Browse',
  empty: 'No patch uploaded yet.',
  uploading: 'Uploading...',
  applying: 'Applying configuration...',
  deleting: 'Deleting...',
  delete: 'Delete',
  cancel: 'Cancel',
  apply: 'Apply',
  version: 'Version',
  releaseDate: 'Release date',
  uploaded: 'Patch Successfully Uploaded!',
  applied: 'Configuration Successfully Saved!',
  removed: 'Configuration Successfully Removed!',
} as const;

const m = upgradePatchMessages;

/** Only .tgz, no size limit (spec §5, §9). */
export const PATCH_RULES = { accept: ['.tgz'] } as const;
/** Height of the scrolling list of uploaded patches (spec §9). */
export const PATCH_LIST_HEIGHT = 150;

export type PatchEntry = { version: string; release_date: string; changelog: string };

export type PatchDialogStatus = 'idle' | 'uploading' | 'applying' | 'deleting';

export type UpgradePatchDialogProps = {
  opened: boolean;
  patches: readonly PatchEntry[];
  status: PatchDialogStatus;
  /** Accepted files; the caller uploads each in parallel. */
  onFiles: (files: File[]) => void;
  onApply: () => void;
  onDelete: () => void;
  onCancel: () => void;
};

const PROGRESS: Record<PatchDialogStatus, string | undefined> = {
  idle: undefined,
  uploading: m.uploading,
  applying: m.applying,
  deleting: m.deleting,
};

/** Upgrade & Patch: drop or browse .tgz files, review the uploaded configs, Apply or Delete (spec §2, §4). */
export function UpgradePatchDialog(props: UpgradePatchDialogProps) {
  const { patches, status } = props;
  const busy = status !== 'idle';

  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={m.title}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="lg"
      centered
    >
      <Stack>
        <FileDropZone
          rules={PATCH_RULES}
          label={m.drop}
          browseLabel={m.browse}
          disabled={busy}
          onFiles={props.onFiles}
          testId="patch"
        />
        {PROGRESS[status] ? <Text data-testid="patch-progress">{PROGRESS[status]}</Text> : null}
        <ScrollArea h={PATCH_LIST_HEIGHT} type="auto" data-testid="patch-list">
          {patches.length === 0 ? (
            <Text c="dimmed">{m.empty}</Text>
          ) : (
            <Stack gap="xs">
              {patches.map((patch) => (
                <Paper key={patch.version} withBorder p="xs">
                  <Text fw={600}>
                    {m.version} {patch.version}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {m.releaseDate}: {patch.release_date}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {patch.changelog}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
        </ScrollArea>
        <Group justify="space-between">
          <div>
            {patches.length > 0 ? (
              <Button color="red" variant="light" disabled={busy} onClick={props.onDelete}>
                {m.delete}
              </Button>
            ) : null}
          </div>
          <Group>
            <Button variant="default" onClick={props.onCancel}>
              {m.cancel}
            </Button>
            <Button disabled={patches.length === 0 || busy} onClick={props.onApply}>
              {m.apply}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
