import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  ausstattungsqualitaetFehler,
  ausstattungsqualitaetGesamtqualitaet,
  ausstattungsqualitaetPunkte,
  gebaeudeteile,
  gewichtungSumme,
  spezialEntfernenFehler,
  spezialteilFehler,
  type AusstattungsqualitaetBewertung,
  type AusstattungsqualitaetPruefung,
  type Qualitaetsstufe,
  type Spezialausstattung,
} from './ausstattungsqualitaeten-bewertung';

const alle = (stufe: Qualitaetsstufe | null): AusstattungsqualitaetBewertung[] =>
  gebaeudeteile.map((t) => ({ gebaeudeteil_id: t.id, gewichtung: t.gewichtung, stufe }));
const features = (teil: number, hoeher: number, hoch: number[]): Spezialausstattung[] => [
  ...Array.from({ length: hoeher }, (_, i) => ({
    id: 1000 + i,
    gebaeudeteil_id: teil,
    kategorie: 'höherwertig' as const,
  })),
  ...hoch.map((id) => ({ id, gebaeudeteil_id: teil, kategorie: 'hochwertig' as const })),
];

describe('BAB points and overall quality (SPEC §9)', () => {
  it('the default weights total 100, so points run from 100 to 300', () => {
    expect(gewichtungSumme(alle(1))).toBe(100);
    expect(ausstattungsqualitaetPunkte(alle(1))).toBe(100);
    expect(ausstattungsqualitaetPunkte(alle(2))).toBe(200);
    expect(ausstattungsqualitaetPunkte(alle(3))).toBe(300);
    expect(ausstattungsqualitaetPunkte(alle(4))).toBe(100); // Unbekannt counts like Normal
  });
  it('thresholds 180/181 and 240/241', () => {
    expect(ausstattungsqualitaetGesamtqualitaet(180)).toBe(1);
    expect(ausstattungsqualitaetGesamtqualitaet(180.5)).toBe(2);
    expect(ausstattungsqualitaetGesamtqualitaet(181)).toBe(2);
    expect(ausstattungsqualitaetGesamtqualitaet(240)).toBe(2);
    expect(ausstattungsqualitaetGesamtqualitaet(241)).toBe(3);
    expect(ausstattungsqualitaetGesamtqualitaet(100)).toBe(1);
    expect(ausstattungsqualitaetGesamtqualitaet(300)).toBe(3);
  });
  it('weights in hundredths: 33.33 + 33.33 + 33.34 is exactly 100, 99.99 is not', () => {
    expect(gewichtungSumme([{ gewichtung: 33.33 }, { gewichtung: 33.33 }, { gewichtung: 33.34 }])).toBe(100);
    expect(gewichtungSumme([{ gewichtung: 99.99 }])).not.toBe(100);
    expect(
      ausstattungsqualitaetPunkte([
        { gebaeudeteil_id: 1, gewichtung: 0.1, stufe: 3 },
        { gebaeudeteil_id: 2, gewichtung: 0.2, stufe: 3 },
      ]),
    ).toBe(0.9);
  });
});

describe('special parts 16 and 17 (SPEC §5)', () => {
  it('part 16 Gehoben needs four higher features', () => {
    expect(spezialteilFehler(16, 2, features(16, 3, []))).toBe(messages.babTeil16Gehoben);
    expect(spezialteilFehler(16, 2, features(16, 4, []))).toBeNull();
    expect(spezialteilFehler(16, 2, features(15, 4, []))).toBe(messages.babTeil16Gehoben); // other part's features
    expect(spezialteilFehler(16, 1, [])).toBeNull();
  });
  it('part 16 Hochwertig needs four higher plus one high-quality feature', () => {
    expect(spezialteilFehler(16, 3, features(16, 4, []))).toBe(messages.babTeil16Hochwertig);
    expect(spezialteilFehler(16, 3, features(16, 3, [500]))).toBe(messages.babTeil16Hochwertig);
    expect(spezialteilFehler(16, 3, features(16, 4, [500]))).toBeNull();
  });
  it('part 17 Hochwertig needs the video intercom (126) plus one more high-quality feature', () => {
    expect(spezialteilFehler(17, 3, features(17, 0, [126]))).toBe(messages.babTeil17Hochwertig);
    expect(spezialteilFehler(17, 3, features(17, 5, [501, 502]))).toBe(messages.babTeil17Hochwertig);
    expect(spezialteilFehler(17, 3, features(17, 0, [126, 501]))).toBeNull();
    expect(spezialteilFehler(17, 2, [])).toBeNull();
  });
});

describe('BAB submit checks', () => {
  const gueltig: AusstattungsqualitaetPruefung = {
    status_online: 1,
    hauptheizsystem_id: 1,
    nebenheizsystem_id: 3,
    bewertungen: alle(1),
    spezialausstattung: [],
  };
  it('a complete online BAB passes', () => {
    expect(ausstattungsqualitaetFehler(gueltig)).toEqual({});
  });
  it('a status must be chosen', () => {
    expect(ausstattungsqualitaetFehler({ ...gueltig, status_online: null }).status_online).toEqual([
      messages.pflichtfeld,
    ]);
  });
  it('online with a missing rating answers the long SPEC message', () => {
    const bewertungen = alle(1).map((b, i) => (i === 0 ? { ...b, stufe: null } : b));
    expect(ausstattungsqualitaetFehler({ ...gueltig, bewertungen }).status_online).toEqual([
      messages.onlineNichtMoeglich,
    ]);
  });
  it('online needs weights of exactly 100', () => {
    const bewertungen = alle(1).map((b, i) => (i === 0 ? { ...b, gewichtung: 7.99 } : b));
    expect(ausstattungsqualitaetFehler({ ...gueltig, bewertungen }).gewichtung).toEqual([
      messages.babGewichtung100,
    ]);
  });
  it('the side heating system must differ from the main one, whatever the status', () => {
    expect(ausstattungsqualitaetFehler({ ...gueltig, nebenheizsystem_id: 1 }).nebenheizsystem_id).toEqual([
      messages.nebenheizsystemGleich,
    ]);
    const offline = { ...gueltig, status_online: 0, nebenheizsystem_id: 1, bewertungen: alle(null) };
    expect(ausstattungsqualitaetFehler(offline)).toEqual({
      nebenheizsystem_id: [messages.nebenheizsystemGleich],
    });
    expect(ausstattungsqualitaetFehler({ ...gueltig, nebenheizsystem_id: null })).toEqual({});
  });
  it('not online: only the heating check runs', () => {
    expect(
      ausstattungsqualitaetFehler({ ...gueltig, status_online: 0, bewertungen: alle(null).slice(3) }),
    ).toEqual({});
  });
  it('online checks the special parts', () => {
    const bewertungen = alle(1).map((b) => (b.gebaeudeteil_id === 17 ? { ...b, stufe: 3 as const } : b));
    expect(ausstattungsqualitaetFehler({ ...gueltig, bewertungen })['bewertungen.17']).toEqual([
      messages.babTeil17Hochwertig,
    ]);
  });
});

describe('removing special equipment from a BAB (issue 9 item 6)', () => {
  const hoeher = [101, 102, 103, 104].map((id) => ({
    id,
    gebaeudeteil_id: 16,
    kategorie: 'höherwertig' as const,
  }));
  const bewertungen = [
    { gebaeudeteil_id: 16, stufe: 2 as const },
    { gebaeudeteil_id: 17, stufe: 1 as const },
  ];
  it('is refused while online when part 16/17 would lose its backing, naming part and rule', () => {
    expect(spezialEntfernenFehler({ status_online: 1, bewertungen }, hoeher.slice(1))).toBe(
      messages.babSpezialEntfernenVerboten('Wohnungsausstattung', messages.babTeil16Gehoben),
    );
    expect(spezialEntfernenFehler({ status_online: 1, bewertungen }, hoeher)).toBeNull();
  });
  it('is allowed offline or when the rating needs no equipment', () => {
    expect(spezialEntfernenFehler({ status_online: 0, bewertungen }, [])).toBeNull();
    expect(
      spezialEntfernenFehler({ status_online: 1, bewertungen: [{ gebaeudeteil_id: 16, stufe: 1 }] }, []),
    ).toBeNull();
  });
});
