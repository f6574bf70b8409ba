import { getGetLicenseQueryKey, useInstallLicense } from '@lne/api-client';
import { can } from '@lne/permissions';
import { LicenseDialog, LicenseExpiredDialog, licenseMessages } from '@lne/ui';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useLicense } from '../../shared/context/api';
import { useAccess } from '../../shared/context/use-access';

function useSaveLicense(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useInstallLicense({
    mutation: {
      onSuccess: async () => {
        notifications.show({ color: 'green', message: licenseMessages.success });
        await queryClient.invalidateQueries({ queryKey: getGetLicenseQueryKey() });
        onSaved?.();
      },
    },
  });
}

/** License dialog: enter or replace the key; 'License is active!' on success. */
export function License({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const license = useLicense().data;
  const save = useSaveLicense(onClose);
  return (
    <LicenseDialog
      opened={opened}
      onClose={onClose}
      currentKey={license?.key ?? ''}
      onSubmit={(key) => save.mutate({ data: { key } })}
      submitting={save.isPending}
    />
  );
}

/** The persistent dialog shown while the licence is not valid (spec §4). */
export function LicenseExpired() {
  const license = useLicense().data;
  const access = useAccess();
  const save = useSaveLicense();
  return (
    <LicenseExpiredDialog
      opened={license !== undefined && !license.is_valid}
      canEnterKey={can(access.role, 'live', 'update', 'license')}
      onSubmit={(key) => save.mutate({ data: { key } })}
      submitting={save.isPending}
    />
  );
}
