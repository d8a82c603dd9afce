import { describe, expect, it } from 'vitest';
import { geschosse, grundkostenanteil, widmungFlaechen } from './grundkostenanteile-berechnung';

describe('Grundkostenanteil', () => {
  it('storeys are whole: floor(hoehe / hoehe_geschoss), robust against binary fractions', () => {
    expect(geschosse(9, 3)).toBe(3);
    expect(geschosse(8.99, 3)).toBe(2);
    expect(geschosse(8.7, 2.9)).toBe(3);
    expect(geschosse(21, 3.2)).toBe(6);
    expect(geschosse(10, 0)).toBe(0);
  });
  it('bgf = flaeche × storeys, nfl = bgf × 0.78 unless another ratio is given', () => {
    expect(widmungFlaechen({ flaeche: 500, hoehe: 16, hoehe_geschoss: 3 })).toEqual({
      geschosse: 5,
      bgf: 2500,
      nfl: 1950,
    });
    expect(widmungFlaechen({ flaeche: 100, hoehe: 6, hoehe_geschoss: 3, nfl_bgf: 0.8 }).nfl).toBe(160);
  });
  it('sums, whole-euro purchase price and prices per m² with 2 decimals', () => {
    const r = grundkostenanteil(
      [1_000_000.4, 234_567.3],
      [
        { flaeche: 500, hoehe: 16, hoehe_geschoss: 3 },
        { flaeche: 120, hoehe: 9, hoehe_geschoss: 3 },
      ],
    );
    expect(r.kaufpreis_summe).toBe(1_234_568);
    expect(r.bgf_summe).toBe(2860);
    expect(r.nfl_summe).toBe(2230.8);
    expect(r.preis_bgf).toBe(431.67); // 431.6671…
    expect(r.preis_nfl).toBe(553.42); // 553.4193…
  });
  it('without floor area there is no price per m²', () => {
    expect(grundkostenanteil([100], [])).toMatchObject({
      kaufpreis_summe: 100,
      preis_bgf: null,
      preis_nfl: null,
    });
  });
});
