import { Modal, Stack, Text, Title } from '@mantine/core';
import { LicenseForm, licenseMessages as m } from './LicenseForm';

export type LicenseDialogProps = {
  opened: boolean;
  onClose: () => void;
  currentKey?: string;
  onSubmit: (key: string) => void;
  submitting?: boolean;
};

/** License: 'Hey there,', License Key, Cancel, Save. */
export function LicenseDialog({ opened, onClose, currentKey, onSubmit, submitting }: LicenseDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.title} centered>
      <Stack>
        <div>
          <Title order={4}>{m.heading}</Title>
          <Text size="sm">{m.intro}</Text>
        </div>
        <LicenseForm initialKey={currentKey} onSubmit={onSubmit} onCancel={onClose} submitting={submitting} />
      </Stack>
    </Modal>
  );
}
