import { describe, expect, it } from 'vitest';
import { displayValue, mergeFields, mergeSet } from './merge';

describe('mergeFields (three-way merge after a version conflict)', () => {
  const base = {
    vorname: 'Anna',
    nachname: 'Huber',
    email: 'alt@example.at',
    telefon: null as string | null,
  };

  it('takes the fields only the other user changed and keeps the own changes', () => {
    const mine = { ...base, telefon: '+43 1 234' };
    const theirs = { ...base, email: 'neu@example.at', version: 2 };
    expect(mergeFields(base, mine, theirs)).toEqual({
      merged: { ...base, telefon: '+43 1 234', email: 'neu@example.at' },
      conflicts: [],
    });
  });

  it('reports only fields both changed differently; the choice decides, mine by default', () => {
    const mine = { ...base, vorname: 'Meine', telefon: '1' };
    const theirs = { ...base, vorname: 'Kollegin', email: 'neu@example.at' };
    const { merged, conflicts } = mergeFields(base, mine, theirs);
    expect(conflicts).toEqual(['vorname']);
    expect(merged).toEqual({ ...base, vorname: 'Meine', telefon: '1', email: 'neu@example.at' });
    expect(mergeFields(base, mine, theirs, { vorname: 'theirs' }).merged.vorname).toBe('Kollegin');
  });

  it('is no conflict when both made the same change', () => {
    const mine = { ...base, email: 'gleich@example.at' };
    const theirs = { ...base, email: 'gleich@example.at' };
    expect(mergeFields(base, mine, theirs).conflicts).toEqual([]);
  });

  it('treats empty and null, and decimals as text or number, as equal', () => {
    const b = { flaeche: '80.50', notiz: null as string | null, status: 1 };
    const mine = { flaeche: 80.5, notiz: '', status: 2 };
    const theirs = { flaeche: '80.50', notiz: null, status: 1 };
    expect(mergeFields(b, mine, theirs)).toEqual({ merged: mine, conflicts: [] });
    // They cleared a field I did not touch: the clearing wins.
    expect(mergeFields(b, { ...mine, status: 1 }, { ...theirs, flaeche: null }).merged.flaeche).toBeNull();
  });

  it('compares lists and objects by content and keeps input the other version does not carry', () => {
    const b = { ids: [1, 2], extra: 'x' };
    const mine = { ids: [1, 2], extra: 'y' };
    const theirs = { ids: [1, 2, 3] };
    expect(mergeFields(b, mine, theirs)).toEqual({ merged: { ids: [1, 2, 3], extra: 'y' }, conflicts: [] });
  });
});

describe('displayValue (the conflict panel reads de-AT)', () => {
  it('shows numbers, dates and booleans as a user writes them', () => {
    expect(displayValue(1234.56)).toBe('1.234,56');
    expect(displayValue(80.5)).toBe('80,50');
    expect(displayValue('80.50')).toBe('80,50');
    expect(displayValue(60)).toBe('60');
    expect(displayValue(0.125)).toBe('0,125');
    expect(displayValue('2026-01-15')).toBe('15.01.2026');
    expect(displayValue(true)).toBe('Ja');
    expect(displayValue(false)).toBe('Nein');
    expect(displayValue(null)).toBe('—');
    expect(displayValue('')).toBe('—');
    expect(displayValue('1010')).toBe('1010');
  });
});

describe('mergeSet (ticked permissions after a version conflict)', () => {
  it("keeps both sides' additions and removals", () => {
    const base = ['a.lesen', 'b.lesen', 'c.lesen'];
    const mine = ['a.lesen', 'b.lesen', 'd.lesen']; // removed c, added d
    const theirs = ['b.lesen', 'c.lesen', 'e.lesen']; // removed a, added e
    expect(mergeSet(base, mine, theirs)).toEqual(['b.lesen', 'd.lesen', 'e.lesen']);
  });

  it('merges a set field without a conflict; other fields as before', () => {
    const base = { name: 'Alt', rechte: ['a'] };
    const { merged, conflicts } = mergeFields(
      base,
      { name: 'Meins', rechte: ['a', 'b'] },
      { name: 'Deins', rechte: ['a', 'c'] },
      {},
      ['rechte'],
    );
    expect(merged).toEqual({ name: 'Meins', rechte: ['a', 'b', 'c'] });
    expect(conflicts).toEqual(['name']);
  });
});
