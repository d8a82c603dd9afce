import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messages } from './messages';
import {
  idList,
  isSafeText,
  jsonId,
  maxBulkIds,
  optionalIsoDate,
  optionalText,
  requiredText,
} from './schema-helpers';

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('shared input rules (issue 9, item 19)', () => {
  it('text refuses NUL and lone surrogates with the German message, keeps proper pairs', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800']) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
      expect(issues(requiredText(100).safeParse(bad))).toContain(messages.textUngueltigeZeichen);
      expect(issues(optionalText(100).safeParse(bad))).toContain(messages.textUngueltigeZeichen);
    }
    expect(requiredText(100).parse(' Haus 🏠 Wien ')).toBe('Haus 🏠 Wien');
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => isSafeText(s)));
  });

  it('ids are 1 … 2147483647 (PostgreSQL integer), with the German message', () => {
    expect(jsonId().parse(2147483647)).toBe(2147483647);
    for (const bad of [2147483648, 0, -1, 1.5, 'abc', '1e400', '7', Number.NaN]) {
      expect(issues(jsonId().safeParse(bad)), String(bad)).toEqual([messages.idUngueltig]);
    }
  });

  it('a bulk id list holds at most maxBulkIds ids', () => {
    expect(idList.safeParse({ ids: Array.from({ length: maxBulkIds }, (_, i) => i + 1) }).success).toBe(true);
    const tooMany = idList.safeParse({ ids: Array.from({ length: 70_000 }, (_, i) => i + 1) });
    expect(issues(tooMany)).toEqual([messages.zuVieleEintraege(maxBulkIds)]);
    expect(issues(idList.safeParse({ ids: [] }))).toEqual([messages.keineAuswahl]);
    expect(idList.safeParse({ ids: ['7'] }).success).toBe(false);
  });

  it('dates are ISO and must exist in the calendar (a typed date is converted in the form by formToApi)', () => {
    const date = optionalIsoDate(messages.datumUngueltig);
    expect(date.parse('2024-02-29')).toBe('2024-02-29');
    expect(date.parse(null)).toBeNull();
    for (const bad of ['2024-02-30', '2023-02-29', '29.2.2024', '2024-13-01', '0000-00-00', 'morgen', '']) {
      expect(issues(date.safeParse(bad)), bad).toEqual([messages.datumUngueltig]);
    }
  });
});
