import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruttoAusNetto, nettoAusBrutto, ustBetrag } from './preise';

describe('Netto, Brutto, USt (SPEC §5)', () => {
  it('brutto = netto × 1.2 with 2 decimals, comma accepted', () => {
    expect(bruttoAusNetto('100')).toBe(120);
    expect(bruttoAusNetto('0,1')).toBe(0.12);
    expect(bruttoAusNetto('1.234,56')).toBe(1481.47); // 1481.472
    expect(bruttoAusNetto('0,05')).toBe(0.06);
    expect(bruttoAusNetto(333333.33)).toBe(400000);
  });
  it('netto = brutto ÷ 1.2 with 2 decimals, half rounds up', () => {
    expect(nettoAusBrutto('120')).toBe(100);
    expect(nettoAusBrutto('0,03')).toBe(0.03); // 0.025 → 0.03
    expect(nettoAusBrutto('0,02')).toBe(0.02); // 0.01666… → 0.02
    expect(nettoAusBrutto('500.000')).toBe(416666.67);
  });
  it('USt = brutto − netto, exact in cents', () => {
    expect(ustBetrag('120', '100')).toBe(20);
    expect(ustBetrag('0,3', '0,1')).toBe(0.2);
    expect(ustBetrag('500000', '416666,67')).toBe(83333.33);
  });
  it('computes from the exact input and rounds only the result, half away from zero (issue 9 item 8)', () => {
    expect(bruttoAusNetto('0,125')).toBe(0.15); // 0,15 exactly, not 0,13 × 1,2
    expect(bruttoAusNetto('1,0125')).toBe(1.22); // 1,215 → 1,22
    expect(bruttoAusNetto(1.0125)).toBe(1.22);
    expect(bruttoAusNetto(0.125)).toBe(0.15);
    expect(bruttoAusNetto('-1,0125')).toBe(-1.22);
    expect(nettoAusBrutto('0,006')).toBe(0.01); // 0,005 → 0,01
    expect(nettoAusBrutto('0,1254')).toBe(0.1); // 0,1045
    expect(ustBetrag('0,125', '0,004')).toBe(0.12); // 0,121
    expect(ustBetrag('1,215', '1,0125')).toBe(0.2); // 0,2025
    expect(ustBetrag('0,005', '0')).toBe(0.01);
    expect(bruttoAusNetto(1e-7)).toBe(0);
  });
  it('properties: exact against scaled integers, at most 2 decimals, sign-symmetric', () => {
    // Netto with up to 6 decimals as micro-euros: brutto cents = round(micros × 1,2 / 10 000).
    const micros = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    const text = (m: bigint) => {
      const abs = m < 0n ? -m : m;
      const s = abs.toString().padStart(7, '0');
      return `${m < 0n ? '-' : ''}${s.slice(0, -6)},${s.slice(-6)}`;
    };
    const halfAway = (num: bigint, den: bigint) => {
      const q = (2n * (num < 0n ? -num : num) + den) / (2n * den);
      return Number(num < 0n ? -q : q) / 100;
    };
    fc.assert(
      fc.property(micros, (m) => {
        const brutto = bruttoAusNetto(text(m));
        expect(brutto).toBe(halfAway(m * 12n, 100_000n) || 0);
        expect(Math.round(brutto! * 100) / 100).toBe(brutto);
        expect(bruttoAusNetto(text(-m))).toBe(-brutto! || 0);
        expect(nettoAusBrutto(text(m))).toBe(halfAway(m * 10n, 120_000n) || 0);
      }),
    );
    // A net amount in whole cents survives the round trip.
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (c) => {
        const netto = c / 100;
        expect(nettoAusBrutto(bruttoAusNetto(netto))).toBe(netto || 0);
      }),
    );
  });
  it('an empty or invalid source gives nothing (the button is disabled)', () => {
    expect(bruttoAusNetto('')).toBeNull();
    expect(nettoAusBrutto('  ')).toBeNull();
    expect(bruttoAusNetto('zwölf')).toBeNull();
    expect(ustBetrag('', '100')).toBeNull();
  });
});
