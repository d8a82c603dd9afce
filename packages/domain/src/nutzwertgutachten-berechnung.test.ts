import { describe, expect, it } from 'vitest';
import { nutzwert, nutzwertAnteile } from './nutzwertgutachten-berechnung';

describe('Nutzwert (WEG 2002 § 8)', () => {
  it('adjusts the usable area by surcharges and deductions and rounds half up', () => {
    expect(nutzwert({ nutzflaeche: 80, zuschlaege: [5], abschlaege: [] })).toBe(84);
    expect(nutzwert({ nutzflaeche: 70.5, zuschlaege: [], abschlaege: [] })).toBe(71);
    expect(nutzwert({ nutzflaeche: 70.49, zuschlaege: [], abschlaege: [] })).toBe(70);
    expect(nutzwert({ nutzflaeche: 65, zuschlaege: [2, 3], abschlaege: [10] })).toBe(62); // 61.75
    expect(nutzwert({ nutzflaeche: 10, zuschlaege: [], abschlaege: [150] })).toBe(0);
  });
  it('shares sum to 1', () => {
    const anteile = nutzwertAnteile([84, 71, 45]);
    expect(anteile[0]).toBeCloseTo(0.42, 10);
    expect(anteile.reduce((s, a) => s + a, 0)).toBeCloseTo(1, 12);
    expect(nutzwertAnteile([0, 0])).toEqual([0, 0]);
  });
});
