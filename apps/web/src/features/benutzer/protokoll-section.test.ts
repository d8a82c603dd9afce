import { describe, expect, it } from 'vitest';
import { protokollBereich } from './protokoll-section';

describe('a user’s Protokoll names what changed as the screens do', () => {
  it('a record by its area, linked; an assignment by its record’s area; a job’s row by its screen', () => {
    expect(protokollBereich('firmen', 7)).toEqual({ name: 'Firma', link: '/firmen/7' });
    expect(protokollBereich('kaufobjekt_kaeufer', 3)).toEqual({ name: 'Käufer (Kaufobjekt)' });
    expect(protokollBereich('grundbuch_urkunden', 1)).toEqual({ name: 'Grundbuch-Urkunde' });
    expect(protokollBereich('unbekannt', 1)).toEqual({ name: 'unbekannt' });
  });
});
