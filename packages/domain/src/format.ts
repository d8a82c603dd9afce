import { messages } from './messages';

/** de-AT formatting (DESIGN §1): 1.234,56 and DD.MM.YYYY. Pure Intl, usable on server and web. */
const numberFormats = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  let format = numberFormats.get(decimals);
  if (!format) {
    // de-AT groups with a no-break space in some ICU versions; the house style is a dot.
    format = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(decimals, format);
  }
  return format.format(n);
}

export function formatEuro(value: number | string | null | undefined): string {
  const text = formatNumber(value, 2);
  return text ? `${text}\u00a0€` : '';
}

/** Parses '1.234,56', '1234,56' and '1234.56' (a lone dot with 1–2 decimals is a decimal point). */
export function parseDecimal(text: string): number | null {
  const normalized = normalizeDecimal(text);
  return normalized === null ? null : Number(normalized);
}

/** The typed number as a plain decimal string ('1.234,5' → '1234.5'), for exact arithmetic; null when invalid. */
export function normalizeDecimal(text: string): string | null {
  const t = text.trim().replace(/\s|\u00a0/g, '');
  if (t === '') return null;
  let normalized: string;
  if (t.includes(',')) normalized = t.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(t)) normalized = t.replace(/\./g, '');
  else normalized = t;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? normalized : null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Dates and timestamps as DD.MM.YYYY (HH:mm with time), in the viewer's local time. */
export function formatDate(value: string | Date | null | undefined, withTime = false): string {
  if (!value) return '';
  const d =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value)
      : value;
  if (Number.isNaN(d.getTime())) return '';
  const date = `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}` : date;
}

/** Reads DD.MM.YYYY into ISO YYYY-MM-DD; null when it is not a real date. */
/**
 * SPEC §5: a range (dates, prices) whose end lies before its start is an error of its own, said on the
 * 'bis' field; an open end (null) is no error.
 */
export function bisVorVon<T extends number | string>(von: T | null, bis: T | null): string | null {
  return von !== null && bis !== null && bis < von ? messages.bisVorVon : null;
}

export function parseDate(text: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
