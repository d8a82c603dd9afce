import { describe, expect, it } from 'vitest';
import { energieGrenzen, energieIndikatoren, energieklasse, energieklassen, pebmErnAnteil } from './energie';

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
        expect(energieklasse(indikator, grenze + 0.001)).toBe(energieklassen[i + 1]);
      });
    }
    expect(energieklasse('fgee', 0.55)).toBe('A++');
    expect(energieklasse('fgee', 0.56)).toBe('A+');
    expect(energieklasse('co2', 70.5)).toBe('G');
    expect(energieklasse('peb', 400)).toBe('F');
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
    expect(pebmErnAnteil(100, null)).toBeNull();
  });
});
