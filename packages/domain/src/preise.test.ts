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
  it('an empty or invalid source gives nothing (the button is disabled)', () => {
    expect(bruttoAusNetto('')).toBeNull();
    expect(nettoAusBrutto('  ')).toBeNull();
    expect(bruttoAusNetto('zwölf')).toBeNull();
    expect(ustBetrag('', '100')).toBeNull();
  });
});
