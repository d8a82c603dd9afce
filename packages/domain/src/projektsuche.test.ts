import { describe, expect, it } from 'vitest';
import { suchNorm, suchTreffer, suchWoerter } from './projektsuche';
import { initials, liveTopicPermission, parseLiveTopic } from './live';

describe('Projektsuche normal form', () => {
  it('folds case, accents, ß and the transliterations ae/oe/ue alike', () => {
    expect(suchNorm('Müller')).toBe(suchNorm('Mueller'));
    expect(suchNorm('Hauptstraße')).toBe('hauptstrasse');
    expect(suchNorm('Döbling')).toBe(suchNorm('doebling'));
    expect(suchWoerter('Hauptstr. 12, Wien')).toEqual(['hauptstr', '12', 'wien']);
  });

  it('marks the beginning of each word that matches, in the original spelling', () => {
    expect(suchTreffer('Müllergasse 3', 'mueller')).toEqual([
      { text: 'Müller', treffer: true },
      { text: 'gasse 3', treffer: false },
    ]);
    expect(suchTreffer('Mariahilfer Straße 99', 'str. 99')).toEqual([
      { text: 'Mariahilfer ', treffer: false },
      { text: 'Str', treffer: true },
      { text: 'aße ', treffer: false },
      { text: '99', treffer: true },
    ]);
    expect(suchTreffer('Wien', '')).toEqual([{ text: 'Wien', treffer: false }]);
  });
});

describe('live topics', () => {
  it('names area and record, and needs the area’s read permission', () => {
    expect(parseLiveTopic('live:projekte-12')).toEqual({ area: 'projekte', id: 12 });
    expect(parseLiveTopic('live:projekte')).toEqual({ area: 'projekte' });
    expect(liveTopicPermission('live:projekte-12')).toBe('projekte.lesen');
    expect(liveTopicPermission('live:gibtsnicht')).toBeNull();
    expect(liveTopicPermission('live:projekte-x')).toBeNull();
    expect(initials('Maria Huber')).toBe('MH');
    expect(initials('Administrator')).toBe('AD');
  });
});
