import {
  getGetPatchConfigQueryKey,
  useDeletePatches,
  useGetPatchConfig,
  useInstallPatches,
  useUploadPatch,
} from '@lne/api-client';
import { type PatchDialogStatus, UpgradePatchDialog, upgradePatchMessages } from '@lne/ui';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** Upgrade & Patch wired to the maintenance calls: parallel uploads, apply (install), delete. */
export function UpgradePatch({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const config = useGetPatchConfig({ query: { enabled: opened } });
  const [uploading, setUploading] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetPatchConfigQueryKey() });
  const upload = useUploadPatch();
  const install = useInstallPatches({
    mutation: {
      onSuccess: async () => {
        notifications.show({ color: 'green', message: upgradePatchMessages.applied });
        await refresh();
        onClose();
      },
    },
  });
  const remove = useDeletePatches({
    mutation: {
      onSuccess: async () => {
        notifications.show({ color: 'green', message: upgradePatchMessages.removed });
        await refresh();
      },
    },
  });

  const onFiles = async (files: File[]) => {
    setUploading((count) => count + files.length);
    // Each file is its own call, all in parallel (spec §4).
    await Promise.allSettled(
      files.map((file) =>
        upload
          .mutateAsync({ data: { upload_file: file } })
          .then(() => notifications.show({ color: 'green', message: upgradePatchMessages.uploaded }))
          .finally(() => setUploading((count) => count - 1)),
      ),
    );
    await refresh();
  };

  const status: PatchDialogStatus = install.isPending
    ? 'applying'
    : remove.isPending
      ? 'deleting'
      : uploading > 0
        ? 'uploading'
        : 'idle';
  const patches = Object.values(config.data?.patches ?? {}).filter((patch) => !patch.installed);

  return (
    <UpgradePatchDialog
      opened={opened}
      patches={patches}
      status={status}
      onFiles={(files) => void onFiles(files)}
      onApply={() => install.mutate()}
      onDelete={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}
