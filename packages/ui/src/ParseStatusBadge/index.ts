export {
  PARSE_STATUS_COLORS,
  PARSE_STATUS_LABELS,
  PARSE_STATUSES,
  type ParseStatus,
  ParseStatusBadge,
  type ParseStatusBadgeProps,
  parseStatusLabel,
} from './ParseStatusBadge';
