import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { personen, zertifizierungen } from '../db/schema';
import { areaRepository } from './area-repository';

// A step forgotten when adding an area fails at start-up (module load), naming the area and what is missing.

const area = {
  key: 'probe',
  filterKeys: ['projekt_id', 'projektnr', 'klasse'],
  perProjekt: true,
  sortable: ['projektnr', 'datum'],
} as const;

describe('areaRepository at start-up', () => {
  it('builds a perProjekt area from its own columns, with the standard project filters and sort', () => {
    const repository = areaRepository({
      area,
      table: zertifizierungen,
      columns: { klasse: zertifizierungen.klasse, datum: zertifizierungen.datum },
      filters: { klasse: (v) => eq(zertifizierungen.klasse, v) },
    });
    expect(Object.keys(repository.selection)).toEqual([
      'id',
      'created',
      'updated',
      'creator_id',
      'editor_id',
      'version',
      'projekt_id',
      'projektnr',
      'projekt_name',
      'klasse',
      'datum',
      'creator_name',
      'editor_name',
    ]);
    expect(repository.order('datum', 'desc')).toHaveLength(2); // the column, then id
    expect(repository.where({ projektnr: ['x'] })).toBeDefined();
  });

  it('a filter key of the definition without a filter fails, naming area and key', () => {
    expect(() => areaRepository({ area, table: zertifizierungen, columns: {} })).toThrow(
      "Area 'probe': filter key 'klasse' is in filterKeys but has no filter",
    );
  });

  it('a sort key of the definition without a column fails, naming area and key', () => {
    expect(() =>
      areaRepository({
        area: { ...area, sortable: ['projektnr', 'wichtigkeit'] },
        table: zertifizierungen,
        columns: {},
        filters: { klasse: (v) => eq(zertifizierungen.klasse, v) },
      }),
    ).toThrow("Area 'probe': sort key 'wichtigkeit' is in sortable but has no column");
  });

  it('perProjekt on a table without projekt_id fails', () => {
    expect(() =>
      areaRepository({
        area: { ...area, filterKeys: [], sortable: ['created'] },
        table: personen,
        columns: {},
      }),
    ).toThrow("Area 'probe': perProjekt, but the table has no projekt_id");
  });

  it('projekt_id and projektnr are standard only for perProjekt areas', () => {
    expect(() =>
      areaRepository({
        area: { ...area, perProjekt: false, filterKeys: ['projektnr'], sortable: ['created'] },
        table: personen,
        columns: {},
      }),
    ).toThrow("filter key 'projektnr'");
  });
});
