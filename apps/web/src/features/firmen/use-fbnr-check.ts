import { useDebouncedValue } from '@mantine/hooks';
import {
  fbnrAuszugAllowed,
  fbnrFormatFehler,
  fbnrLookupAllowed,
  fbnrWarning,
  messages,
  normalizeFbnr,
} from '@app/domain';
import { useFbnrLookup } from './api';

export const fbnrLookupDebounceMs = 300;

export interface FbnrCheck {
  /** The number without spaces. */
  fbnr: string;
  /** Another firm holds this number (SPEC §5). */
  duplicate: { id: number; name: string } | null;
  /** The format error (once typing pauses), 'FirmenbuchNr bereits vorhanden' or 'Unbekannter Fehler.' for the field, else null. */
  error: string | null;
  /** The check-letter warning of DOMAIN; never blocks. */
  warning: string | null;
  /** Whether the extract button may be used. */
  auszugAllowed: boolean;
}

/** The live checks of the fbnr field: debounced duplicate lookup, lookup failure, check letter. */
export function useFbnrCheck(rawFbnr: unknown, land: unknown, firmaId: number | null): FbnrCheck {
  const landCode = typeof land === 'string' ? land : '';
  const fbnr = normalizeFbnr(typeof rawFbnr === 'string' ? rawFbnr : '', landCode);
  const [debounced] = useDebouncedValue(fbnr, fbnrLookupDebounceMs);
  const enabled = fbnrLookupAllowed(debounced, landCode);
  const lookup = useFbnrLookup(debounced, landCode, enabled);
  const settled = enabled && debounced === fbnr;
  const found =
    settled && lookup.data && lookup.data[0] !== 'error' ? (lookup.data[1] ?? { id: -1, name: '' }) : null;
  const duplicate = found && found.id !== firmaId ? found : null;
  const failed = settled && lookup.isError;
  // The save's format rule, shown as soon as typing pauses (not only on save).
  const formatFehler = debounced === fbnr ? fbnrFormatFehler(fbnr, landCode) : null;
  const error =
    formatFehler ?? (duplicate ? messages.fbnrVorhanden : failed ? messages.unbekannterFehler : null);
  return {
    fbnr,
    duplicate,
    error,
    warning: fbnrWarning(fbnr, landCode),
    auszugAllowed: fbnrAuszugAllowed(fbnr, landCode) && settled && lookup.isSuccess && !duplicate,
  };
}
