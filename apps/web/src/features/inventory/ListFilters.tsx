import { Button, Group, MultiSelect } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { FILTER_DATE_FORMAT, parseFilterDate } from './date-filter';
import { inventoryMessages as m } from './messages';

/** The row of filters above a list (device and host lists); 'Clear filters' when `onClear` is given and any is set. */
export function FilterToolbar({
  children,
  active = false,
  onClear,
}: {
  children: ReactNode;
  active?: boolean;
  onClear?: () => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      {children}
      {active && onClear && (
        <Button size="xs" variant="subtle" onClick={onClear}>
          {m.filters.clear}
        </Button>
      )}
    </Group>
  );
}

/** A multi-choice filter of a list toolbar: the placeholder shows while nothing is chosen. */
export function FilterMultiSelect({
  label,
  placeholder,
  data,
  value,
  onChange,
  width,
  testId,
}: {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[] | string[];
  value: string[];
  onChange: (value: string[]) => void;
  width: number;
  testId?: string;
}) {
  return (
    <MultiSelect
      size="xs"
      w={width}
      label={label}
      placeholder={value.length ? undefined : placeholder}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      data-testid={testId}
    />
  );
}

/** A date filter shown and typed as YYYY-MM-DD (the product's date format), with a calendar to pick from. */
export function DateFilterInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  return (
    <DateInput
      size="xs"
      w={150}
      label={label}
      placeholder={FILTER_DATE_FORMAT}
      valueFormat={FILTER_DATE_FORMAT}
      dateParser={parseFilterDate}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      clearable
      data-testid={testId}
    />
  );
}
