/**
 * Field-wise three-way merge of an edit form after a version conflict (DESIGN §5): `base` is the version
 * the form was loaded from, `mine` the user's input, `theirs` the version saved meanwhile.
 */

import { formatDate, formatNumber } from './format';

export type MergeChoice = 'mine' | 'theirs';

export interface MergeResult<T> {
  /** Fields only one side changed take that side; conflicting fields take the given choice (default mine). */
  merged: T;
  /** Fields both sides changed to different values: the user decides each. */
  conflicts: (keyof T & string)[];
}

/** Empty and absent are the same; a decimal from the database ('80.50') equals the number 80.5. */
function normalise(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  const x = normalise(a);
  const y = normalise(b);
  if (x === y) return true;
  if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
  return JSON.stringify(x) === JSON.stringify(y);
}

/**
 * A set-valued field (e.g. ticked permissions) merged element-wise: what either side added is in, what
 * either side removed is out, so it never conflicts and nobody's tick is lost. Keeps the input's order.
 */
export function mergeSet<V>(base: readonly V[], mine: readonly V[], theirs: readonly V[]): V[] {
  const before = new Set(base);
  const kept = new Set(mine);
  const saved = new Set(theirs);
  return [
    ...mine.filter((v) => saved.has(v) || !before.has(v)),
    ...theirs.filter((v) => !kept.has(v) && !before.has(v)),
  ];
}

export function mergeFields<T extends object>(
  base: Partial<Record<keyof T, unknown>>,
  mine: T,
  theirs: Partial<Record<keyof T, unknown>>,
  choices: Partial<Record<keyof T, MergeChoice>> = {},
  /** Fields holding sets (arrays of plain values): merged element-wise by `mergeSet`, never a conflict. */
  sets: readonly (keyof T & string)[] = [],
): MergeResult<T> {
  const merged = { ...mine };
  const conflicts: (keyof T & string)[] = [];
  for (const key of Object.keys(mine) as (keyof T & string)[]) {
    if (!(key in theirs)) continue; // the other version does not carry this field: keep the input
    const [b, m, t] = [base[key], mine[key], theirs[key]];
    if (sets.includes(key) && Array.isArray(m) && Array.isArray(t)) {
      merged[key] = mergeSet(Array.isArray(b) ? b : [], m, t) as T[typeof key];
      continue;
    }
    const mineChanged = !sameValue(mine[key], base[key]);
    const theirsChanged = !sameValue(theirs[key], base[key]);
    if (!theirsChanged || sameValue(mine[key], theirs[key])) continue;
    if (mineChanged) {
      conflicts.push(key);
      if (choices[key] !== 'theirs') continue;
    }
    merged[key] = theirs[key] as T[typeof key];
  }
  return { merged, conflicts };
}

/** A raw field value as a user reads it (de-AT): 1.234,56, DD.MM.YYYY, Ja/Nein, '—' for empty. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+\.\d+$/.test(value))) {
    const n = Number(value);
    const written = String(value).split('.')[1]?.length ?? 0;
    return formatNumber(n, Math.min(Math.max(written, Number.isInteger(n) ? 0 : 2), 4));
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) {
    return formatDate(value, value.length > 10);
  }
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  return String(value);
}
