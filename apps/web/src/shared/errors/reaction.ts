import {
  ERROR_MESSAGES,
  errorMessage,
  formatValidationErrors,
  isApiError,
  isIgnoredError,
  isLogoutError,
  isUnexpectedVersion,
  type ValidationIssue,
} from '@lne/api-client';

/** What the global handler does with a failed call (spec §8). */
export type ErrorReaction =
  | { kind: 'logout' }
  | { kind: 'ignore' }
  | { kind: 'version-updated'; message: string }
  | { kind: 'validation'; heading: string; issues: ValidationIssue[]; text: string }
  | { kind: 'toast'; message: string };

export function reactionTo(error: unknown): ErrorReaction {
  if (isLogoutError(error)) return { kind: 'logout' };
  if (isIgnoredError(error)) return { kind: 'ignore' };
  if (isUnexpectedVersion(error)) return { kind: 'version-updated', message: ERROR_MESSAGES.versionUpdated };
  if (isApiError(error) && error.status === 422) {
    const formatted = formatValidationErrors(error.body);
    const heading = formatted.issues.length > 0 ? ERROR_MESSAGES.validationHeading : formatted.text;
    return { kind: 'validation', heading, issues: formatted.issues, text: formatted.text };
  }
  return { kind: 'toast', message: errorMessage(error) };
}
