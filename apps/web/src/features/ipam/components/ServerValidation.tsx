import { ERROR_MESSAGES, formatValidationErrors, isApiError } from '@lne/api-client';
import { Alert } from '@mantine/core';
import { ValidationErrorList } from '../../../shared/errors/ValidationErrorList';

/** The server's 422 answer in place, as the numbered 'Validation errors:' list of spec §5. */
export function ServerValidation({ error }: { error: unknown }) {
  if (!isApiError(error) || error.status !== 422) return null;
  const formatted = formatValidationErrors(error.body);
  const heading = formatted.issues.length > 0 ? ERROR_MESSAGES.validationHeading : formatted.text;
  return (
    <Alert color="red" variant="light" data-testid="server-validation">
      <ValidationErrorList heading={heading} issues={formatted.issues} />
    </Alert>
  );
}
