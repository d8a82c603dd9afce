import { useEffect, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@app/domain';
import { ConflictError, errorMessage, NotFoundError } from '../../lib/api-client';
import { confirm } from '../confirm';

/** A 409 answer: the user's input beside the version someone else saved meanwhile. */
export interface RecordConflict<TRecord, TFields> {
  mine: TFields;
  current: TRecord;
  changedBy: string | null;
}

export interface RecordEditOptions<TRecord extends { version: number }, TFields> {
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
  remove: () => Promise<unknown>;
  /** Where to go after deleting (from the record as last saved). */
  listPath: string | ((record: TRecord) => string);
  /** The unsaved-changes guard's release, so leaving after a delete does not ask. */
  allowNavigation: () => void;
}

/**
 * The edit flow every area shares (DESIGN §5): saving at the version the form stems from, the version
 * conflict with its two ways out, 'Gespeichert.' (also once after creating, via the location state), and
 * deleting after 'Wirklich löschen?'.
 */
export function useRecordEdit<TRecord extends { version: number }, TFields>(
  options: RecordEditOptions<TRecord, TFields>,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  // The version the form's values stem from; a background refetch must not silently move it on.
  const [base, setBase] = useState(options.record);
  const [conflict, setConflict] = useState<RecordConflict<TRecord, TFields> | null>(null);
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

  async function saveAt(fields: TFields, version: number) {
    try {
      show(await options.update(fields, version));
      setConflict(null);
      setSavedCount((n) => n + 1);
    } catch (error) {
      // An earlier 'Gespeichert.' no longer describes the form.
      setSavedCount(0);
      if (error instanceof ConflictError) {
        setConflict({ mine: fields, current: error.current as TRecord, changedBy: error.changedBy });
      } else {
        options.onSaveError(error);
      }
    }
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
    /** Saves at the version the form stems from. */
    save: (fields: TFields) => saveAt(fields, base.version),
    /** Saves the own input over the version that conflicted. */
    overwrite: () => (conflict ? saveAt(conflict.mine, conflict.current.version) : Promise.resolve()),
    takeCurrent,
    deleteRecord,
  };
}
