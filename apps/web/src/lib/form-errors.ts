import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '@app/domain';
import { errorMessage, formatFieldErrors, ValidationError } from './api-client';

/**
 * Shows a failed save in the form: 422 messages under their fields (the rest, e.g. '_', above the
 * buttons as `errors.root.server`), any other error as its German message there.
 */
export function showSubmitError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly string[],
): void {
  if (!(error instanceof ValidationError)) {
    form.setError('root.server', { type: 'server', message: errorMessage(error) });
    return;
  }
  const rest: FieldErrors = {};
  let first = true;
  for (const [field, list] of Object.entries(error.errors)) {
    if (!fields.includes(field)) {
      rest[field] = list;
      continue;
    }
    form.setError(field as Path<T>, { type: 'server', message: list.join(' ') }, { shouldFocus: first });
    first = false;
  }
  if (Object.keys(rest).length > 0) form.setError('root.server', { type: 'server', message: formatFieldErrors(rest) });
}
