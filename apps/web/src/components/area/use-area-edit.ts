import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AreaDefinition, BaseRow, MergeChoice } from '@app/domain';
import { showSubmitError } from '../../lib/form-errors';
import { useAreaAccess } from '../../lib/areas';
import { useRecordEdit } from '../record-edit/use-record-edit';
import { useUnsavedChanges } from '../unsaved-changes';
import { areaKeys, useDeleteRecord, useUpdateRecord } from './use-area-api';

export interface AreaEditOptions<Rec extends BaseRow, Fields extends object, Values extends FieldValues> {
  area: AreaDefinition;
  record: Rec;
  /** The form (react-hook-form with the area's zod resolver: submitting yields the fields to save). */
  form: UseFormReturn<Values, unknown, Fields>;
  /** The form's values for a record: after loading, saving, taking the current version over. */
  formValues: (record: Rec) => Values;
  /** Field names that 422 messages may land on. */
  fieldKeys: readonly string[];
  /** Besides the form: e.g. the project shown in a picker. */
  onLoad?: (record: Rec) => void;
  /** Caches beyond the record's own to refresh once the current version is taken over. */
  onTakeCurrent?: (record: Rec) => void;
  /** Where to go after deleting (default: the area's list). */
  listPath?: string | ((record: Rec) => string);
}

/**
 * Everything an area's edit form needs (DESIGN §5): the shared edit flow over the area's update and delete
 * calls, the unsaved-changes guard, the submit handler and whether the user may write.
 */
export function useAreaEdit<Rec extends BaseRow, Fields extends object, Values extends FieldValues>(
  options: AreaEditOptions<Rec, Fields, Values>,
) {
  const { area, record, form } = options;
  const canEdit = useAreaAccess(area).write;
  const update = useUpdateRecord<Rec, Fields>(area, record.id);
  const remove = useDeleteRecord(area, record.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const edit = useRecordEdit<Rec, Fields>({
    record,
    update: (fields, version) => update.mutateAsync({ fields, version }),
    load: (saved) => {
      options.onLoad?.(saved);
      form.reset(options.formValues(saved));
    },
    onSaveError: (error) => showSubmitError(form, error, options.fieldKeys),
    onTakeCurrent: options.onTakeCurrent,
    remove: () => remove.mutateAsync(),
    listPath: options.listPath ?? area.path,
    allowNavigation: unsaved.allowNavigation,
  });
  const submit = form.handleSubmit(edit.save);
  const client = useQueryClient();
  /** Another user saved (announced live): fetch and show that version. */
  async function reload() {
    const key = areaKeys(area).detail(record.id);
    await client.refetchQueries({ queryKey: key, exact: true });
    const current = client.getQueryData<Rec>(key);
    if (current) edit.loadCurrent(current);
  }
  return {
    ...edit,
    dirty: form.formState.isDirty,
    reload,
    area,
    canEdit,
    submit,
    saving: update.isPending,
    deleting: remove.isPending,
    submitting: form.formState.isSubmitting,
    rootError: form.formState.errors.root?.server?.message,
  };
}

/** What the shared edit layout shows of an edit flow. */
export interface AreaEditState {
  area: AreaDefinition;
  base: BaseRow & { creator_name?: string | null; editor_name?: string | null };
  conflict: { mine: object; current: object; changedBy: string | null; conflicts: string[]; choices: object } | null;
  savedCount: number;
  canEdit: boolean;
  saving: boolean;
  deleting: boolean;
  submitting: boolean;
  rootError: string | undefined;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  choose: (key: string, choice: MergeChoice) => void;
  takeCurrent: () => Promise<void>;
  deleteRecord: () => Promise<void>;
  /** Unsaved input (others see 'bearbeitet gerade') and loading a version saved elsewhere. */
  dirty?: boolean;
  reload?: () => Promise<void>;
}
