import { mergeFields, type Firma, type FirmaFields as FirmaValues, type FirmaInput } from '@app/domain';
import { firmaFormValues } from '../../components/pickers/firmen/firma-form';
import type { RecordConflict } from '../../components/record-edit/use-record-edit';
import type { ConflictTexts } from '../../components/version-conflict';

const auszugTexts: ConflictTexts = {
  title: 'Firmenbuchauszug: Ihre Eingabe und das Firmenbuch',
  intro:
    'Die Firma wurde aus dem Firmenbuch angelegt. Wo Ihre Eingabe vom Firmenbuch abweicht, wählen Sie je Feld, welcher Wert gespeichert wird; leere Felder wurden aus dem Firmenbuch gefüllt. Gespeichert wird erst mit Ihrer Auswahl.',
  mineColumn: 'Ihre Eingabe',
  theirsColumn: 'Firmenbuch',
  mineChoice: 'Meine',
  theirsChoice: 'Firmenbuch',
  takeTheirs: 'Alle Werte aus dem Firmenbuch übernehmen',
  save: 'Mit dieser Auswahl speichern',
};

/** Form input as field values for the comparison: empty inputs are null, as the schema makes them. */
const asFields = (input: FirmaInput): FirmaValues =>
  Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, value === '' ? null : value]),
  ) as FirmaValues;

/**
 * A firm just created from the Firmenbuch out of the new-firm form (issue 23): what the user had typed
 * beside the register's values. Both started from the empty form, so a field only one side filled merges
 * by itself (typed-only input stays, an empty input is filled from the register) and a field both filled
 * differently is for the user to choose — the typed value unless they pick the register's.
 */
export function auszugArrival(record: Firma, typed: FirmaInput | undefined) {
  if (!typed) return null;
  const origin = { ...record, ...asFields(firmaFormValues()) };
  const mine = asFields(typed);
  const { conflicts } = mergeFields<FirmaValues>(origin, mine, record);
  const conflict: RecordConflict<Firma, FirmaValues> = {
    mine,
    current: record,
    changedBy: null,
    conflicts,
    choices: {},
    texts: auszugTexts,
  };
  // Nothing to choose (no field both filled differently): the input is simply in the form, unsaved.
  return { origin, conflict: conflicts.length ? conflict : null, typed };
}
