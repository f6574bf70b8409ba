import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

/** Severities of assessment findings (spec §3), most severe first. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** One colour per severity, so that a finding reads the same in the report, the tables and the charts. */
export const SEVERITY_COLORS = {
  critical: 'red.9',
  high: 'red',
  medium: 'orange',
  low: 'yellow',
  info: 'gray',
} as const satisfies Record<Severity, MantineColor>;

export const isSeverity = (value: string): value is Severity =>
  (SEVERITIES as readonly string[]).includes(value);

/** 'critical' → 'Critical'. */
export const severityLabel = (severity: string) =>
  severity.length === 0 ? severity : `${severity.charAt(0).toUpperCase()}${severity.slice(1)}`;

/** Sort key of a severity: 0 for critical; unknown severities after info. */
export const severityRank = (severity: string) =>
  isSeverity(severity) ? SEVERITIES.indexOf(severity) : SEVERITIES.length;

export type SeverityBadgeProps = Omit<BadgeProps, 'color' | 'children'> & { severity: string };

/** The severity of a finding as a coloured badge. */
export function SeverityBadge({ severity, ...props }: SeverityBadgeProps) {
  return (
    <Badge
      color={isSeverity(severity) ? SEVERITY_COLORS[severity] : 'gray'}
      variant="filled"
      size="sm"
      data-severity={severity}
      {...props}
    >
      {severityLabel(severity)}
    </Badge>
  );
}
