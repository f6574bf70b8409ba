// Error toolkit: pure functions that turn API errors into what the person reads (spec §5, §8).
export {
  detailTitle,
  errorMessage,
  isIgnoredError,
  isLogoutError,
  isUnexpectedVersion,
  loginErrorMessage,
} from './classify';
export {
  ERROR_MESSAGES,
  LOCATION_SEPARATOR,
  SERVER_ERRORS,
  VALIDATION_KINDS,
  type ValidationKind,
} from './messages';
export {
  type FormattedValidationErrors,
  formatValidationErrors,
  issueLine,
  type ValidationIssue,
  validationKind,
} from './validation';
