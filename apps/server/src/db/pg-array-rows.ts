import { createRequire } from 'node:module';
import pg from 'pg';

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: 'text' | 'binary';
}
type Parser = (value: string) => unknown;
interface Result {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _parsers: Parser[] | undefined;
  _types: { getTypeParser(oid: number, format: 'text' | 'binary'): Parser } | undefined;
  addFields(fields: FieldDescription[]): void;
}

let installed = false;

/**
 * pg's `Result.addFields` builds, for every answer, an empty row keyed by the column names (a null-prototype
 * object spread into a plain one) that only rows read as objects use; Drizzle reads them as arrays. That
 * object cost 10–25 µs per statement in the server, the largest single piece of JavaScript in a record's
 * GET (issue 29). For array rows this sets the fields and their parsers as pg does and leaves the object
 * out; object rows keep pg's own method. Installed only where pg's Result reads array rows as expected
 * (`_parseRowAsArray` with `_parsers`), so another pg version keeps its own. Proven equal by its test.
 */
export function useLeanArrayRows(): boolean {
  if (installed) return true;
  const { prototype } = createRequire(import.meta.url)('pg/lib/result.js') as { prototype: Result };
  const source = String((prototype as unknown as Record<string, unknown>)._parseRowAsArray ?? '');
  if (!source.includes('this._parsers[i]')) return false;
  const own = prototype.addFields;
  prototype.addFields = function (this: Result, fields: FieldDescription[]) {
    if (!this.rowAsArray) return own.call(this, fields);
    this.fields = fields;
    if (!fields.length) return;
    const types = this._types ?? pg.types;
    const parsers = new Array<Parser>(fields.length);
    for (let i = 0; i < fields.length; i++)
      parsers[i] = types.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format || 'text');
    this._parsers = parsers;
  };
  installed = true;
  return true;
}
