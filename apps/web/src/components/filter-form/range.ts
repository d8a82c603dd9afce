import { bisVorVon } from '@app/domain';

/** Two filter fields that form a range ('von' … 'bis'), and how their text reads as a comparable value. */
export interface RangeRule {
  von: string;
  bis: string;
  /** The value to compare (a number, an ISO date); null when the text is empty or not usable. */
  value: (text: string) => number | string | null;
}

/**
 * The range errors of a filter form, on each range's 'bis' field (SPEC §5: 'bis vor von' is an error of
 * its own). Only where both ends are usable; a field's own error is said first by the field's check.
 */
export function rangeErrors(
  values: Record<string, string>,
  rules: readonly RangeRule[],
  fieldErrors: Record<string, string | null> = {},
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const rule of rules) {
    if (fieldErrors[rule.von] || fieldErrors[rule.bis]) continue;
    const error = bisVorVon(rule.value(values[rule.von] ?? ''), rule.value(values[rule.bis] ?? ''));
    if (error) found[rule.bis] = error;
  }
  return found;
}
