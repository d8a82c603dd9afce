import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { wholeNumber, type AreaDefinition } from '@app/domain';
import { showSubmitError, type ErrorFields } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useUnsavedChanges } from '../unsaved-changes';
import { areaListPath } from './area-list-path';
import { useCreateRecord, type SaveAnswer } from './use-area-api';

/**
 * The create flow every area shares: the unsaved-changes guard (also for rows collected before the first
 * save), the create call, and on success the edit page with 'Gespeichert.'; 'Abbrechen' leads back to the
 * list of the project a link preselected (`?projekt_id=`) for a project-scoped area.
 */
export function useAreaCreate<Fields, Values extends FieldValues, Input = Fields>(options: {
  area: AreaDefinition;
  form: UseFormReturn<Values, unknown, Fields>;
  fieldKeys: ErrorFields;
  /** The create call's body from the form's fields (e.g. with the ids of collected buyers). */
  toInput?: (fields: Fields) => Input;
  /** Something besides the form that would be lost on leaving (collected assignment rows). */
  pending?: boolean;
  /** Query of the edit page opened after saving, from the create answer (e.g. Kaufobjekte's duplicate warning). */
  savedSearch?: (answer: SaveAnswer<{ id: number }>) => string;
  /** After the browser check or the server refused the save (e.g. to focus the first problem). */
  onRefused?: () => void;
}) {
  const { area, form } = options;
  usePageTitle(area.newLabel);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const preselected = wholeNumber(search.get('projekt_id'), 1);
  const create = useCreateRecord<{ id: number }, Input>(area);
  const unsaved = useUnsavedChanges(form.formState.isDirty || !!options.pending);
  const submit = form.handleSubmit(async (fields) => {
    try {
      const answer = await create.mutateAsync(
        options.toInput ? options.toInput(fields) : (fields as unknown as Input),
      );
      unsaved.allowNavigation();
      // The edit page shows 'Gespeichert.' for a record that arrives with this state.
      const search = options.savedSearch?.(answer) ?? '';
      await navigate(`${area.path}/${answer.data.id}${search}`, { replace: true, state: { saved: true } });
      // The record opens at its top, not where the long create form was scrolled to for 'Speichern'.
      window.scrollTo(0, 0);
    } catch (error) {
      showSubmitError(form, error, options.fieldKeys);
      options.onRefused?.();
    }
  }, options.onRefused);
  return {
    area,
    submit,
    submitting: form.formState.isSubmitting,
    rootError: form.formState.errors.root?.server?.message,
    cancelTo: areaListPath(area, preselected ? { projekt_id: preselected } : {}),
  };
}
