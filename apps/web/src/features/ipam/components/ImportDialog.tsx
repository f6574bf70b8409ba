import type { IpamImportResult } from '@lne/api-client';
import { Alert, Button, Code, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ipamMessages } from '../messages';
import { useOtherErrors } from '../use-errors';
import { ServerValidation } from './ServerValidation';

const m = ipamMessages.importDialog;

export type ImportRun = (file: File, validateOnly: boolean) => Promise<IpamImportResult>;

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Plural name of what is imported, e.g. 'prefixes'. */
  noun: string;
  /** CSV columns the server reads, shown as a hint. */
  columns: readonly string[];
  run: ImportRun;
  /** After rows were written. */
  onApplied: () => void;
};

/**
 * CSV import in two steps: Validate sends the file with `validate_only=true` and lists every row's errors;
 * Apply (enabled once every row is valid) writes them in one go.
 */
export function ImportDialog({ opened, onClose, noun, columns, run, onApplied }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<IpamImportResult | null>(null);
  const otherErrors = useOtherErrors();
  const validate = useMutation({
    mutationFn: (chosen: File) => run(chosen, true),
    meta: { handlesErrors: true },
    onSuccess: (answer) => setChecked(answer),
    onError: otherErrors,
  });
  const apply = useMutation({
    mutationFn: (chosen: File) => run(chosen, false),
    meta: { handlesErrors: true },
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: m.applied(answer.rows.length) });
      onApplied();
      close();
    },
    onError: otherErrors,
  });
  const close = () => {
    setFile(null);
    setChecked(null);
    validate.reset();
    apply.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    validate.reset();
    apply.reset();
  };
  const allValid = checked !== null && checked.total_rows > 0 && checked.valid_rows === checked.total_rows;
  const errorRows = checked?.rows.filter((row) => row.errors.length > 0) ?? [];
  return (
    <Modal opened={opened} onClose={close} title={m.title(noun)} centered size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {m.columns} <Code>{columns.join(',')}</Code>
        </Text>
        <FileInput
          label={m.file}
          placeholder={m.filePlaceholder}
          accept=".csv,text/csv"
          value={file}
          onChange={choose}
          clearable
        />
        {checked ? (
          <Alert
            color={allValid ? 'green' : 'red'}
            variant="light"
            title={m.valid(checked.valid_rows, checked.total_rows)}
            data-testid="import-summary"
          >
            {allValid ? m.allValid : m.fixErrors}
          </Alert>
        ) : null}
        {errorRows.length > 0 ? (
          <ScrollArea.Autosize mah={260}>
            <Table striped withTableBorder data-testid="import-errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{m.row}</Table.Th>
                  <Table.Th w={140}>{m.column}</Table.Th>
                  <Table.Th>{m.message}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errorRows.flatMap((row) =>
                  row.errors.map((error, index) => (
                    <Table.Tr key={`${row.row}-${error.column ?? ''}-${index}`}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>{error.column ?? m.wholeRow}</Table.Td>
                      <Table.Td>{error.message}</Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        ) : null}
        <ServerValidation error={validate.error ?? apply.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {ipamMessages.common.cancel}
          </Button>
          <Button
            variant="light"
            disabled={file === null}
            loading={validate.isPending}
            onClick={() => file && validate.mutate(file)}
          >
            {m.validate}
          </Button>
          <Button
            disabled={!allValid || file === null}
            loading={apply.isPending}
            onClick={() => file && apply.mutate(file)}
          >
            {m.apply}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
