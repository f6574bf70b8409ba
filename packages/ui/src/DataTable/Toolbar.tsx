import { Button, Checkbox, Group, Menu, Paper, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { dataTableMessages as messages } from './messages';
import type { DataTableColumn } from './types';
import { useDebouncedInput } from './use-debounced-input';

type ToolbarProps = {
  /** The page's own controls, on the left. */
  children: ReactNode;
  search: string;
  onSearch: (search: string) => void;
  columns: readonly Pick<DataTableColumn<never>, 'id' | 'header'>[];
  hidden: readonly string[];
  onToggleColumn: (id: string, visible: boolean) => void;
  /** 'Export CSV', when the table offers it. */
  onExport: (() => void) | undefined;
  exportDisabled: boolean;
};

/** Above the table: the page's controls, search (committed after a pause), column visibility, CSV export. */
export function Toolbar({
  children,
  search,
  onSearch,
  columns,
  hidden,
  onToggleColumn,
  onExport,
  exportDisabled,
}: ToolbarProps) {
  const [searchInput, setSearchInput] = useDebouncedInput(search, onSearch);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm">{children}</Group>
      <Group gap="sm" wrap="nowrap">
        <TextInput
          aria-label={messages.search}
          placeholder={messages.search}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
          w={240}
        />
        <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default">{messages.columns}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {columns.map((column) => (
              <Menu.Item key={column.id} component="div">
                <Checkbox
                  label={column.header}
                  checked={!hidden.includes(column.id)}
                  onChange={(event) => onToggleColumn(column.id, event.currentTarget.checked)}
                />
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {onExport !== undefined && (
          <Button variant="default" onClick={onExport} disabled={exportDisabled}>
            {messages.exportCsv}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** Shown while rows are selected: how many, the page's bulk actions, and clearing the selection. */
export function BulkBar({
  count,
  children,
  onClear,
}: {
  count: number;
  children: ReactNode;
  onClear: () => void;
}) {
  return (
    <Paper
      withBorder
      px="md"
      py="xs"
      bg="var(--mantine-primary-color-light)"
      data-testid="datatable-bulk-bar"
    >
      <Group justify="space-between">
        <Group gap="sm">
          <Text fw={500}>{messages.selected(count)}</Text>
          {children}
        </Group>
        <Button variant="subtle" size="xs" onClick={onClear}>
          {messages.clearSelection}
        </Button>
      </Group>
    </Paper>
  );
}
