import { normalizeDecimal } from './format';

/**
 * Exact decimal arithmetic on scaled BigInts, for results that must round like the database and a
 * calculator do (half away from zero) without binary float errors: 1,0125 × 1,2 is exactly 1,215.
 */

/** An exact decimal: value = units / 10^scale. */
export interface Dezimal {
  units: bigint;
  scale: number;
}

/** Decimal places of a number's shortest round-trip form (the digits a user typed). */
function decimalsOf(value: number): number {
  const [mantisse, exponent = '0'] = value.toString().split('e');
  const frac = mantisse!.split('.')[1]?.length ?? 0;
  return frac - Number(exponent);
}

/** The exact decimal typed ('1.234,56') or the number's shortest decimal form; null when empty or invalid. */
export function exakt(value: string | number | null | undefined): Dezimal | null {
  if (value === null || value === undefined) return null;
  let text: string | null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return null;
    // toString may use an exponent (1e-7); toFixed spells the same digits out.
    text = value.toFixed(Math.min(100, Math.max(0, decimalsOf(value))));
  } else text = normalizeDecimal(value);
  if (text === null) return null;
  const [int, frac = ''] = text.split('.');
  return { units: BigInt(`${int}${frac}`), scale: frac.length };
}

/** numerator / denominator (denominator > 0) to a whole number, half away from zero. */
export function teileGerundet(numerator: bigint, denominator: bigint): bigint {
  const negativ = numerator < 0n;
  const betrag = negativ ? -numerator : numerator;
  const gerundet = (2n * betrag + denominator) / (2n * denominator);
  return negativ ? -gerundet : gerundet;
}

/** value × factorNum / factorDen with `decimals` places, exact until the single rounding at the end. */
export function mulGerundet(value: Dezimal, factorNum: bigint, factorDen: bigint, decimals: number): number {
  const units = teileGerundet(
    value.units * 10n ** BigInt(decimals) * factorNum,
    10n ** BigInt(value.scale) * factorDen,
  );
  const result = Number(units) / 10 ** decimals;
  return result === 0 ? 0 : result; // no −0
}

/** A number rounded to `decimals` places as PostgreSQL numeric(…, decimals) stores it (10,005 → 10,01). */
export function runde(value: number, decimals: number): number {
  const d = exakt(value);
  return d === null ? value : mulGerundet(d, 1n, 1n, decimals);
}
