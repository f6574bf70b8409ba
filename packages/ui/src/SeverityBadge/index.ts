export {
  isSeverity,
  SEVERITIES,
  SEVERITY_COLORS,
  type Severity,
  SeverityBadge,
  type SeverityBadgeProps,
  severityLabel,
  severityRank,
} from './SeverityBadge';
