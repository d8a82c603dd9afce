import { useEffect, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { mergeFields, messages, type MergeChoice } from '@app/domain';
import { ConflictError, errorMessage, NotFoundError } from '../../lib/api-client';
import { confirm } from '../confirm';
import type { ConflictTexts } from '../version-conflict';

/** A 409 answer whose fields both sides changed: the user's input beside the version saved meanwhile. */
export interface RecordConflict<TRecord, TFields> {
  mine: TFields;
  current: TRecord;
  changedBy: string | null;
  /** Only the fields both changed differently; all others merge by themselves. */
  conflicts: (keyof TFields & string)[];
  /** Per conflicting field, which value to save ('mine' unless the user chose the saved one). */
  choices: Partial<Record<keyof TFields, MergeChoice>>;
  /** What the panel says when it is not a version conflict (e.g. the Firmenbuch extract beside the input). */
  texts?: ConflictTexts;
}

export interface RecordEditOptions<TRecord extends { version: number }, TFields extends object> {
  record: TRecord;
  /** Saves the fields at a version; answers the saved record. */
  update: (fields: TFields, version: number) => Promise<TRecord>;
  /** Shows a record in the form: after saving and after taking the current version over. */
  load: (record: TRecord) => void;
  /** Any other save error, e.g. showSubmitError(form, error, keys). */
  onSaveError: (error: unknown) => void;
  /** Where the current version comes from when the 409 answer carries less than the form needs. */
  fetchCurrent?: () => Promise<TRecord>;
  /** Caches to refresh once the current version is taken over. */
  onTakeCurrent?: (record: TRecord) => void;
  /** Set-valued fields (e.g. ticked permissions): merged element-wise, so they never conflict. */
  sets?: readonly (keyof TFields & string)[];
  remove: () => Promise<unknown>;
  /** Where to go after deleting (from the record as last saved). */
  listPath: string | ((record: TRecord) => string);
  /** The unsaved-changes guard's release, so leaving after a delete does not ask. */
  allowNavigation: () => void;
  /**
   * Opens with a comparison to decide (e.g. a new firm created from the Firmenbuch beside what the user had
   * typed): `origin` is what both sides started from, `conflict` the fields to choose.
   */
  arrival?: { origin: TRecord; conflict: RecordConflict<TRecord, TFields> | null } | null;
}

/**
 * The edit flow every area shares (DESIGN §5): saving at the version the form stems from, the version
 * conflict with its two ways out, 'Gespeichert.' (also once after creating, via the location state), and
 * deleting after 'Wirklich löschen?'.
 */
export function useRecordEdit<TRecord extends { version: number }, TFields extends object>(
  options: RecordEditOptions<TRecord, TFields>,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  // The version the form's values stem from; a background refetch must not silently move it on.
  const [base, setBase] = useState(options.arrival?.origin ?? options.record);
  const [conflict, setConflict] = useState<RecordConflict<TRecord, TFields> | null>(
    options.arrival?.conflict ?? null,
  );
  const [savedCount, setSavedCount] = useState(arrivedSaved ? 1 : 0);

  // 'Gespeichert.' after creating is shown once; a reload must not show it again.
  useEffect(() => {
    if (arrivedSaved)
      void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [arrivedSaved, location.search, location.hash, navigate]);

  function show(record: TRecord) {
    setBase(record);
    options.load(record);
  }

  async function saveAt(fields: TFields, from: TRecord, retried = false): Promise<void> {
    try {
      show(await options.update(fields, from.version));
      setConflict(null);
      setSavedCount((n) => n + 1);
    } catch (error) {
      // An earlier 'Gespeichert.' no longer describes the form.
      setSavedCount(0);
      if (!(error instanceof ConflictError)) return options.onSaveError(error);
      let current = error.current as TRecord;
      try {
        if (options.fetchCurrent) current = await options.fetchCurrent();
      } catch {
        // The 409 answer's record is the best there is.
      }
      // Field by field: what only the other user changed is taken over, what only this user changed stays.
      const { merged, conflicts } = mergeFields<TFields>(
        from as never,
        fields,
        current as never,
        {},
        options.sets,
      );
      // `base` stays the form's origin until a save succeeds: after any other error the next save merges again.
      if (conflicts.length === 0 && !retried) return saveAt(merged, current, true);
      setConflict({ mine: fields, current, changedBy: error.changedBy, conflicts, choices: {} });
    }
  }

  /** With a conflict shown: the current input merged with the saved version, as the user chose per field. */
  function resolve(fields: TFields, open: RecordConflict<TRecord, TFields>) {
    const { merged } = mergeFields<TFields>(
      base as never,
      fields,
      open.current as never,
      open.choices,
      options.sets,
    );
    return saveAt(merged, open.current);
  }

  function choose(key: string, choice: MergeChoice) {
    setConflict((open) => (open ? { ...open, choices: { ...open.choices, [key]: choice } } : open));
  }

  async function takeCurrent() {
    if (!conflict) return;
    try {
      const current = options.fetchCurrent ? await options.fetchCurrent() : conflict.current;
      show(current);
      options.onTakeCurrent?.(current);
      setConflict(null);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  async function deleteRecord() {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await options.remove();
      notifications.show({ color: 'teal', message: messages.geloescht(1) });
    } catch (error) {
      // Someone else deleted it meanwhile: what the user wanted is done, no error (lists refresh on 404).
      if (!(error instanceof NotFoundError))
        return void notifications.show({ color: 'red', message: errorMessage(error) });
      notifications.show({ color: 'gray', message: messages.bereitsGeloescht });
    }
    options.allowNavigation();
    void navigate(typeof options.listPath === 'string' ? options.listPath : options.listPath(base));
  }

  return {
    base,
    conflict,
    savedCount,
    /**
     * Saves at the version the form stems from; while a conflict is shown (the form stays editable), saves
     * the merge with the chosen values at the current version.
     */
    save: (fields: TFields) => (conflict ? resolve(fields, conflict) : saveAt(fields, base)),
    /** Which value a conflicting field keeps. */
    choose,
    takeCurrent,
    /** Shows a version saved elsewhere in the form (announced live), dropping unsaved input. */
    loadCurrent: (record: TRecord) => {
      show(record);
      setConflict(null);
      setSavedCount(0);
    },
    deleteRecord,
  };
}
