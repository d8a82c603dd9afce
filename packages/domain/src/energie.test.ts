import { describe, expect, it } from 'vitest';
import {
  energieDezimalen,
  energieGrenzen,
  energieIndikatoren,
  energieklasse,
  energieklassen,
  pebmErnAnteil,
  pebmErnWarnung,
} from './energie';
import { messages } from './messages';
import {
  AusstattungsqualitaetFieldsSchema,
  energieErgebnis,
  leereBewertungen,
} from './ausstattungsqualitaeten';

describe('energy classes (SPEC §9)', () => {
  it('hwb: each limit belongs to its class, just above it to the next', () => {
    expect(energieklasse('hwb', 10)).toBe('A++');
    expect(energieklasse('hwb', 10.01)).toBe('A+');
    expect(energieklasse('hwb', 15)).toBe('A+');
    expect(energieklasse('hwb', 25.01)).toBe('B');
    expect(energieklasse('hwb', 250)).toBe('F');
    expect(energieklasse('hwb', 250.01)).toBe('G');
    expect(energieklasse('hwb', 0)).toBe('A++');
  });
  it('every indicator and every limit, both sides', () => {
    for (const indikator of energieIndikatoren) {
      energieGrenzen[indikator].forEach((grenze, i) => {
        expect(energieklasse(indikator, grenze)).toBe(energieklassen[i]);
        // The smallest step the stored value can take above the limit.
        const schritt = 10 ** -energieDezimalen[indikator];
        expect(energieklasse(indikator, grenze + schritt)).toBe(energieklassen[i + 1]);
      });
    }
    expect(energieklasse('fgee', 0.55)).toBe('A++');
    expect(energieklasse('fgee', 0.56)).toBe('A+');
    expect(energieklasse('co2', 70.5)).toBe('G');
    expect(energieklasse('peb', 400)).toBe('F');
  });
  it('the class is that of the stored value (rounded like numeric(14,2) / (14,3)), issue 9 item 7', () => {
    expect(energieklasse('hwb', 10.004)).toBe('A++'); // stored as 10,00
    expect(energieklasse('hwb', 10.005)).toBe('A+'); // stored as 10,01
    expect(energieklasse('fgee', 0.5504)).toBe('A++'); // stored as 0,550
    expect(energieklasse('fgee', 0.5505)).toBe('A+'); // stored as 0,551
    expect(energieklasse('peb', 60.004)).toBe('A++');
    expect(energieklasse('co2', 8.0049)).toBe('A++');
  });
  it('the schema stores the rounded value and the server derives the class from it', () => {
    const parsed = AusstattungsqualitaetFieldsSchema.parse({
      projekt_id: 1,
      status_online: 0,
      bewertungen: leereBewertungen(),
      hwbm: 10.004,
      fgeem: 0.5504,
      co2m: 10.005,
      pebm: 60.004,
      pebm_ern: 30.005,
      hwb: null,
      fgee: null,
      co2: null,
      peb: null,
    });
    expect(parsed).toMatchObject({ hwbm: 10, fgeem: 0.55, co2m: 10.01, pebm: 60, pebm_ern: 30.01 });
    expect(energieErgebnis(parsed)).toMatchObject({
      hwb: 'A++',
      fgee: 'A++',
      co2: 'A',
      peb: 'A++',
      pebm_ern_anteil: 50.02,
    });
  });
  it('warns (without blocking) when the renewable part exceeds the primary energy demand', () => {
    expect(pebmErnWarnung(100, 100.01)).toBe(messages.babPebErnGroesserPeb);
    expect(pebmErnWarnung(100, 100)).toBeNull();
    expect(pebmErnWarnung(null, 5)).toBeNull();
    expect(pebmErnWarnung(100, null)).toBeNull();
  });
  it('no value, no class', () => {
    expect(energieklasse('peb', null)).toBeNull();
    expect(energieklasse('peb', Number.NaN)).toBeNull();
  });
  it('renewable share of the primary energy demand, 2 decimals', () => {
    expect(pebmErnAnteil(200, 50)).toBe(25);
    expect(pebmErnAnteil(3, 1)).toBe(33.33);
    expect(pebmErnAnteil(3, 2)).toBe(66.67);
    expect(pebmErnAnteil(0, 5)).toBeNull();
    expect(pebmErnAnteil(0.004, 5)).toBeNull(); // stored as 0
    expect(pebmErnAnteil(150.004, 50.004)).toBe(33.33); // from 150 and 50 as stored
    expect(pebmErnAnteil(100, null)).toBeNull();
  });
});
