import { describe, expect, it } from 'vitest';
import { heuteWien } from './heute';

describe('heuteWien', () => {
  it("is Vienna's calendar day, which differs from the UTC day after midnight there", () => {
    // Winter (UTC+1): 23:30 UTC is 00:30 the next day in Vienna.
    expect(heuteWien(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(heuteWien(new Date('2026-11-29T22:59:59Z'))).toBe('2026-11-29');
    // Summer (UTC+2): 22:30 UTC is already the next day.
    expect(heuteWien(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(heuteWien(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
