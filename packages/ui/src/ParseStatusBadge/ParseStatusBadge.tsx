import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

/** A file's parse status, as Batfish reports it: read whole, partly, not at all, or not recognised. */
export const PARSE_STATUSES = ['parsed', 'partial', 'failed', 'unknown-format'] as const;
export type ParseStatus = (typeof PARSE_STATUSES)[number];

export const PARSE_STATUS_COLORS: Record<ParseStatus, MantineColor> = {
  parsed: 'green',
  partial: 'yellow',
  failed: 'red',
  'unknown-format': 'gray',
};

export const PARSE_STATUS_LABELS: Record<ParseStatus, string> = {
  parsed: 'Parsed',
  partial: 'Partly parsed',
  failed: 'Failed',
  'unknown-format': 'Unknown format',
};

const isParseStatus = (value: string): value is ParseStatus =>
  (PARSE_STATUSES as readonly string[]).includes(value);

/** The label of a status; a status this version does not know is shown as it came. */
export function parseStatusLabel(status: string): string {
  return isParseStatus(status) ? PARSE_STATUS_LABELS[status] : status;
}

export type ParseStatusBadgeProps = { status: string; size?: BadgeProps['size'] };

/** A parse status in its colour, the same in the report's table, its summary and the file viewer. */
export function ParseStatusBadge({ status, size = 'sm' }: ParseStatusBadgeProps) {
  return (
    <Badge
      size={size}
      variant="light"
      color={isParseStatus(status) ? PARSE_STATUS_COLORS[status] : 'gray'}
      data-parse-status={status}
    >
      {parseStatusLabel(status)}
    </Badge>
  );
}
