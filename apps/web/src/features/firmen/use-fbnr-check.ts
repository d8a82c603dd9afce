import { useDebouncedValue } from '@mantine/hooks';
import { fbnrAuszugAllowed, fbnrLookupAllowed, fbnrWarning, messages, normalizeFbnr } from '@app/domain';
import { useFbnrLookup } from './api';

export const fbnrLookupDebounceMs = 300;

export interface FbnrCheck {
  /** The number without spaces. */
  fbnr: string;
  /** Another firm holds this number (SPEC §5). */
  duplicate: { id: number; name: string } | null;
  /** 'FirmenbuchNr bereits vorhanden' or 'Unbekannter Fehler.' for the field, else null. */
  error: string | null;
  /** The check-letter warning of DOMAIN; never blocks. */
  warning: string | null;
  /** Whether the extract button may be used. */
  auszugAllowed: boolean;
}

/** The live checks of the fbnr field: debounced duplicate lookup, lookup failure, check letter. */
export function useFbnrCheck(rawFbnr: unknown, land: unknown, firmaId: number | null): FbnrCheck {
  const fbnr = normalizeFbnr(typeof rawFbnr === 'string' ? rawFbnr : '');
  const landCode = typeof land === 'string' ? land : '';
  const [debounced] = useDebouncedValue(fbnr, fbnrLookupDebounceMs);
  const enabled = fbnrLookupAllowed(debounced, landCode);
  const lookup = useFbnrLookup(debounced, enabled);
  const settled = enabled && debounced === fbnr;
  const found = settled && lookup.data && lookup.data[0] !== 'error' ? (lookup.data[1] ?? { id: -1, name: '' }) : null;
  const duplicate = found && found.id !== firmaId ? found : null;
  const failed = settled && lookup.isError;
  const error = duplicate ? messages.fbnrVorhanden : failed ? messages.unbekannterFehler : null;
  return {
    fbnr,
    duplicate,
    error,
    warning: fbnrWarning(fbnr, landCode),
    auszugAllowed: fbnrAuszugAllowed(fbnr, landCode) && settled && lookup.isSuccess && !duplicate,
  };
}
