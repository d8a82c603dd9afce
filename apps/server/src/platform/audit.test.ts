import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schemaTables } from '../db/tables';
import { diffRows, generatedColumns } from './audit';

describe('diffRows', () => {
  it('never shows a generated column, whichever table the row is of', () => {
    expect([...generatedColumns]).toEqual(
      expect.arrayContaining(['name_key', 'nachname_key', 'name_suche', 'suche', 'top_nr_suche']),
    );
    const firm = { id: 7, version: 1, name: 'Wohnbau Graz GmbH', name_key: 'wohnbau graz gmbh', plz: '8010' };
    expect(diffRows(null, firm)).toEqual({
      name: { old: null, new: 'Wohnbau Graz GmbH' },
      plz: { old: null, new: '8010' },
    });
  });

  it('skips by name only what is generated everywhere: no table has a plain column of such a name', () => {
    const plain = schemaTables
      .flatMap((table) => Object.entries(getTableColumns(table)))
      .filter(([key, column]) => generatedColumns.has(key) && column.generated === undefined)
      .map(([key]) => key);
    expect(plain).toEqual([]);
  });
});
