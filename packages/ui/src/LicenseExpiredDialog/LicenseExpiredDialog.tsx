import { Modal, Stack, Text } from '@mantine/core';
import { LicenseForm } from '../LicenseDialog/LicenseForm';

export const licenseExpiredMessages = {
  title: 'License expired',
  expired: 'The license of this installation has expired.',
  adminHint: 'Enter a new license key to continue.',
  contactAdmin: 'Please contact your administrator to renew the license.',
} as const;

const m = licenseExpiredMessages;

export type LicenseExpiredDialogProps = {
  opened: boolean;
  /** Admins may enter a new key; everyone else is told to contact their administrator. */
  canEnterKey: boolean;
  onSubmit: (key: string) => void;
  submitting?: boolean;
};

/** Persistent: no close button, no Escape, no click outside (spec §4). */
export function LicenseExpiredDialog({
  opened,
  canEnterKey,
  onSubmit,
  submitting,
}: LicenseExpiredDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={m.title}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
    >
      <Stack>
        <Text>{m.expired}</Text>
        {canEnterKey ? (
          <>
            <Text size="sm">{m.adminHint}</Text>
            <LicenseForm onSubmit={onSubmit} submitting={submitting} />
          </>
        ) : (
          <Text size="sm">{m.contactAdmin}</Text>
        )}
      </Stack>
    </Modal>
  );
}
