import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro, formatNumber, parseDate, parseDecimal } from './format';

describe('de-AT formats', () => {
  it('formats numbers and euros as 1.234,56', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber('1234567.891', 2)).toBe('1.234.567,89');
    expect(formatNumber(-0.5, 0)).toBe('-1');
    expect(formatNumber(null)).toBe('');
    expect(formatEuro(4200)).toBe('4.200,00\u00a0€');
  });

  it('reads numbers with comma or dot', () => {
    expect(parseDecimal('1.234,56')).toBe(1234.56);
    expect(parseDecimal('1234,5')).toBe(1234.5);
    expect(parseDecimal('1234.5')).toBe(1234.5);
    expect(parseDecimal('1.234')).toBe(1234);
    expect(parseDecimal('12,3,4')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });

  it('formats and reads DD.MM.YYYY, refusing impossible dates', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(new Date(2026, 10, 21, 9, 5), true)).toBe('21.11.2026 09:05');
    expect(parseDate('7.3.2026')).toBe('2026-03-07');
    expect(parseDate('29.02.2025')).toBeNull();
    expect(parseDate('29.02.2024')).toBe('2024-02-29');
  });
});
