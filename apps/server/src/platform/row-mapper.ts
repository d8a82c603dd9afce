import * as drizzle from 'drizzle-orm';
import { Column, is, SQL, Subquery } from 'drizzle-orm';

/** A field of a select as Drizzle orders it for its statement (`orderSelectedFields`). */
export interface SelectedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
type Rows = unknown[][];
// Drizzle's own mapping, exported by its JavaScript though not by its types (as prepared.ts's orderSelectedFields).
const { mapResultRow } = drizzle as unknown as {
  mapResultRow(fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>): unknown;
};
/** SQL's decoder, private in Drizzle's types. */
const decoderOfSql = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;

/** The decoder Drizzle's mapResultRow picks for a field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: SQL }).sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

const identity = Column.prototype.mapFromDriverValue;

/**
 * Maps a statement's rows (array mode) to objects exactly as Drizzle's mapResultRow does, with what
 * Drizzle decides again for every value — which decoder (`is()` walks the prototype chain), which path —
 * decided once per statement (issue 29, goal 2: Drizzle's mapping was an eighth of a Kaufobjekte
 * page's JavaScript on PostgreSQL, 50 rows in 246–350 µs; this way 97–134). Selects with nested objects (a path longer than one key, where left-joined tables may
 * turn into null) are mapped by Drizzle itself.
 */
export function rowMapper(
  fields: SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (rows: Rows) => Record<string, unknown>[] {
  if (fields.some((f) => f.path.length !== 1)) {
    return (rows) =>
      rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap)) as Record<string, unknown>[];
  }
  const keys = fields.map((f) => f.path[0]!);
  // Columns whose driver value is their value (text, boolean, …) are copied without a call.
  const decoders = fields.map((f) => {
    const decoder = decoderOf(f.field);
    return decoder.mapFromDriverValue === identity ? undefined : decoder;
  });
  const width = keys.length;
  return (rows) => {
    const mapped = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const object: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const value = row[i];
        const decoder = decoders[i];
        object[keys[i]!] = value === null || !decoder ? value : decoder.mapFromDriverValue(value);
      }
      mapped[r] = object;
    }
    return mapped;
  };
}
