import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '@app/domain';
import { errorMessage, formatFieldErrors, ValidationError } from './api-client';

/** The fields a 422 message may land on: their names, or a pattern that takes rows too ('widmungen.0.flaeche'). */
export type ErrorFields = readonly string[] | RegExp;

/**
 * Shows a failed save in the form: 422 messages under their fields (the rest, e.g. '_', above the
 * buttons as `errors.root.server`), any other error as its German message there.
 */
export function showSubmitError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: ErrorFields,
): void {
  if (!(error instanceof ValidationError)) {
    form.setError('root.server', { type: 'server', message: errorMessage(error) });
    return;
  }
  const rest: FieldErrors = {};
  let first = true;
  for (const [field, list] of Object.entries(error.errors)) {
    if (!(fields instanceof RegExp ? fields.test(field) : fields.includes(field))) {
      rest[field] = list;
      continue;
    }
    form.setError(field as Path<T>, { type: 'server', message: list.join(' ') }, { shouldFocus: first });
    first = false;
  }
  if (Object.keys(rest).length > 0)
    form.setError('root.server', { type: 'server', message: formatFieldErrors(rest) });
}
