import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { AreaDefinition, AuditGrund, BaseRow, MergeChoice } from '@app/domain';
import { showSubmitError, type ErrorFields } from '../../lib/form-errors';
import { useAreaAccess } from '../../lib/areas';
import { useRecordEdit, type RecordEditOptions } from '../record-edit/use-record-edit';
import type { ConflictTexts } from '../version-conflict';
import { useUnsavedChanges } from '../unsaved-changes';
import { areaListPath } from './area-list-path';
import { areaKeys, useDeleteRecord, useUpdateRecord, type SaveAnswer } from './use-area-api';

export interface AreaEditOptions<
  Rec extends BaseRow,
  Fields extends object,
  Values extends FieldValues,
  Save extends object = Fields,
> {
  area: AreaDefinition;
  record: Rec;
  /** The form (react-hook-form with the area's zod resolver: submitting yields the fields to save). */
  form: UseFormReturn<Values, unknown, Fields>;
  /** The form's values for a record: after loading, saving, taking the current version over. */
  formValues: (record: Rec) => Values;
  /** Field names (or a pattern, for rows) that 422 messages may land on. */
  fieldKeys: ErrorFields;
  /** The update call's fields from the form's (e.g. a sum left to the server); default: as they are. */
  toInput?: (fields: Fields) => Save;
  /** Besides the form: e.g. the project shown in a picker. */
  onLoad?: (record: Rec) => void;
  /** Caches beyond the record's own to refresh once the current version is taken over. */
  onTakeCurrent?: (record: Rec) => void;
  /** The whole update answer, for what it carries besides the record (e.g. Kaufobjekte's duplicate warning). */
  onSaved?: (answer: SaveAnswer<Rec>) => void;
  /** After the browser check or the server refused the save (e.g. to focus the first problem). */
  onRefused?: () => void;
  /** Opens with a comparison to decide (see useRecordEdit). */
  arrival?: RecordEditOptions<Rec, Save>['arrival'];
}

/**
 * Everything an area's edit form needs (DESIGN §5): the shared edit flow over the area's update and delete
 * calls, the unsaved-changes guard, the submit handler and whether the user may write.
 */
export function useAreaEdit<
  Rec extends BaseRow,
  Fields extends object,
  Values extends FieldValues,
  Save extends object = Fields,
>(options: AreaEditOptions<Rec, Fields, Values, Save>) {
  const { area, record, form } = options;
  const canEdit = useAreaAccess(area).write;
  const update = useUpdateRecord<Rec, Save>(area, record.id);
  const remove = useDeleteRecord(area, record.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  // Set while the form holds values restored from the Verlauf: their save is audited as a restore.
  const grund = useRef<AuditGrund | undefined>(undefined);
  const edit = useRecordEdit<Rec, Save>({
    record,
    update: async (fields, version) => {
      const answer = await update.mutateAsync({ fields, version, grund: grund.current });
      grund.current = undefined;
      options.onSaved?.(answer);
      return answer.data;
    },
    load: (saved) => {
      grund.current = undefined;
      options.onLoad?.(saved);
      form.reset(options.formValues(saved));
    },
    onSaveError: (error) => {
      showSubmitError(form, error, options.fieldKeys);
      options.onRefused?.();
    },
    onTakeCurrent: options.onTakeCurrent,
    remove: () => remove.mutateAsync(),
    listPath: (deleted) => areaListPath(area, deleted),
    allowNavigation: unsaved.allowNavigation,
    arrival: options.arrival,
  });
  const toInput = options.toInput ?? ((fields: Fields) => fields as unknown as Save);
  const submit = form.handleSubmit((fields) => edit.save(toInput(fields)), options.onRefused);
  const client = useQueryClient();
  /** Another user saved (announced live): fetch and show that version. */
  async function reload() {
    const key = areaKeys(area).detail(record.id);
    await client.refetchQueries({ queryKey: key, exact: true });
    const current = client.getQueryData<Rec>(key);
    if (current) edit.loadCurrent(current);
  }
  /**
   * Restores stored values (from the Verlauf) through the ordinary versioned save: they go into the form
   * (only the fields they change); an untouched form is then saved at its version, a form with unsaved
   * input keeps it and waits for 'Speichern' — nothing typed is lost.
   */
  async function restore(fields: Record<string, unknown>): Promise<RestoreResult> {
    const wasDirty = form.formState.isDirty;
    const now: Record<string, unknown> = options.formValues(edit.base);
    const next: Record<string, unknown> = options.formValues({ ...edit.base, ...fields });
    const changed = Object.keys(next).filter((key) => JSON.stringify(next[key]) !== JSON.stringify(now[key]));
    if (!changed.length) return 'unveraendert';
    for (const key of changed)
      form.setValue(key as Path<Values>, next[key] as PathValue<Values, Path<Values>>, { shouldDirty: true });
    grund.current = 'wiederherstellung';
    if (wasDirty) return 'eingetragen';
    await submit();
    return 'gespeichert';
  }
  return {
    ...edit,
    dirty: form.formState.isDirty,
    reload,
    restore,
    area,
    canEdit,
    submit,
    saving: update.isPending,
    deleting: remove.isPending,
    submitting: form.formState.isSubmitting,
    rootError: form.formState.errors.root?.server?.message,
  };
}

/** A restore saved, waits in the form beside unsaved input, or found nothing to change in the form. */
export type RestoreResult = 'gespeichert' | 'eingetragen' | 'unveraendert';

/** What the shared edit layout shows of an edit flow. */
export interface AreaEditState {
  area: AreaDefinition;
  base: BaseRow & { creator_name?: string | null; editor_name?: string | null };
  conflict: {
    mine: object;
    current: object;
    changedBy: string | null;
    conflicts: string[];
    choices: object;
    texts?: ConflictTexts;
  } | null;
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
  /** Values from the Verlauf back into the record (see useAreaEdit's restore). */
  restore?: (fields: Record<string, unknown>) => Promise<RestoreResult>;
  /** Unsaved input (others see 'bearbeitet gerade') and loading a version saved elsewhere. */
  dirty?: boolean;
  reload?: () => Promise<void>;
}

/** What an edit form takes from its area's form model (a `FormModel` fits, as do hand-written ones). */
export interface EditFormModel<Rec, Fields extends object, Values extends FieldValues> {
  useForm: (record: Rec) => UseFormReturn<Values, unknown, Fields>;
  formValues: (record: Rec) => Values;
  fieldKeys: ErrorFields;
}

/** The record's form from the area's form model and its edit flow (useAreaEdit) over it. */
export function useModelEdit<
  Rec extends BaseRow,
  Fields extends object,
  Values extends FieldValues,
  Save extends object = Fields,
>(
  model: EditFormModel<Rec, Fields, Values>,
  options: Omit<AreaEditOptions<Rec, Fields, Values, Save>, 'form' | 'formValues' | 'fieldKeys'>,
) {
  const form = model.useForm(options.record);
  const edit = useAreaEdit<Rec, Fields, Values, Save>({
    ...options,
    form,
    formValues: model.formValues,
    fieldKeys: model.fieldKeys,
  });
  return { form, edit };
}
