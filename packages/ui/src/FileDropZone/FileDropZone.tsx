import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { checkFiles, type FileRejection, type FileRules } from '../UpgradePatchDialog/file-rules';

export type FileDropZoneProps = {
  /** What may be dropped; files breaking a rule are refused with the generic drop messages of spec §5. */
  rules: FileRules;
  /** The invitation, e.g. 'Drop a .zip, .tgz or .tar.gz snapshot folder here'. */
  label: ReactNode;
  browseLabel: string;
  /** Accepted files, after the rules; called only when at least one passed. */
  onFiles: (files: File[]) => void;
  /** Whether the file dialog lets several files be chosen (dropping several is checked by `rules.maxFiles`). */
  multiple?: boolean;
  /** No drop and no browse while the caller is busy or the person may not upload. */
  disabled?: boolean;
  /** Text under the invitation (limits, layout). */
  hint?: ReactNode;
  /** Prefix of the zone's and the file input's test ids (`<prefix>-dropzone`, `<prefix>-file-input`). */
  testId?: string;
};

/**
 * A dashed zone that takes files by drag and drop or through the browser's file dialog, checks them against the
 * rules and names each refused file with its reason. The caller uploads what passed.
 */
export function FileDropZone({
  rules,
  label,
  browseLabel,
  onFiles,
  multiple = false,
  disabled = false,
  hint,
  testId = 'file',
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const [dragging, setDragging] = useState(false);

  const take = (files: File[]) => {
    const result = checkFiles(files, rules);
    setRejected(result.rejected);
    if (result.accepted.length > 0) onFiles(result.accepted);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        p="lg"
        data-testid={`${testId}-dropzone`}
        data-dragging={dragging || undefined}
        aria-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        bg={dragging ? 'var(--mantine-primary-color-light)' : undefined}
        style={{ borderStyle: 'dashed', textAlign: 'center', opacity: disabled ? 0.6 : undefined }}
      >
        <Text>{label}</Text>
        {hint ? (
          <Text size="xs" c="dimmed" mt={4}>
            {hint}
          </Text>
        ) : null}
        <Button variant="subtle" mt="xs" disabled={disabled} onClick={() => input.current?.click()}>
          {browseLabel}
        </Button>
        <input
          ref={input}
          type="file"
          accept={rules.accept.join(',')}
          multiple={multiple}
          hidden
          disabled={disabled}
          data-testid={`${testId}-file-input`}
          onChange={(event) => {
            take([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
      </Paper>
      {rejected.map((rejection) => (
        <Alert key={rejection.name} color="red" role="alert">
          {rejection.name}: {rejection.message}
        </Alert>
      ))}
    </Stack>
  );
}
