import { describe, expect, it } from 'vitest';
import { zahlInWorten } from '../../platform/providers/grundbuch/zahl-in-worten';
import { zahlwort } from './zahlwort';

describe('German number words (a price in words beside its digits)', () => {
  it('reads the words deeds write', () => {
    expect(zahlwort('dreihundertfünfundvierzigtausend')).toBe(345_000);
    expect(zahlwort('zweihundertneunundneunzigtausendneunhundert')).toBe(299_900);
    expect(zahlwort('hundertneunundachtzigtausend')).toBe(189_000);
    expect(zahlwort('einemillionzweihunderttausend')).toBe(1_200_000);
    expect(zahlwort('achthundertsiebzig')).toBe(870);
    expect(zahlwort('Wohnung')).toBeNull();
    expect(zahlwort('dreihundertundfoo')).toBeNull();
  });

  it('reads back every number the simulator writes', () => {
    for (let n = 1; n < 2_000_000; n += 7919) expect(zahlwort(zahlInWorten(n)), String(n)).toBe(n);
    expect(zahlInWorten(1)).toBe('eins');
    expect(zahlInWorten(21_000)).toBe('einundzwanzigtausend');
  });
});
