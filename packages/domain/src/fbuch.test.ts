import { describe, expect, it } from 'vitest';
import {
  FbuchAuszugRequestSchema,
  FbuchBatchRequestSchema,
  fbuchAuszugPath,
  fbuchProgress,
  fbuchRedirectPath,
  fbuchStatsOf,
  fbuchTopic,
} from './fbuch';
import { messages } from './messages';

const parse = (fbnr: unknown) => FbuchAuszugRequestSchema.safeParse({ fbnr });
const errorOf = (fbnr: unknown) => {
  const r = parse(fbnr);
  return r.success ? null : r.error.issues.map((i) => i.message);
};

describe('FbuchAuszugRequestSchema (SPEC §5 fbnr)', () => {
  it('removes spaces and accepts 1 to 6 digits with one lowercase letter', () => {
    expect(parse(' 12 345 6a ').data?.fbnr).toBe('123456a');
    expect(parse('1a').data?.fbnr).toBe('1a');
    // Pasted as the register or a deed writes it (issue 25): the same number.
    expect(parse('FN 038240K').data?.fbnr).toBe('38240k');
  });
  it('refuses 7 digits, no letter, two letters and empty input', () => {
    expect(errorOf('1234567a')).toEqual([messages.fbnrUngueltig]);
    expect(errorOf('123456')).toEqual([messages.fbnrUngueltig]);
    expect(errorOf('12ab')).toEqual([messages.fbnrUngueltig]);
    expect(errorOf('a')).toEqual([messages.fbnrUngueltig]);
    expect(errorOf('   ')).toEqual([messages.pflichtfeld]);
    expect(errorOf(undefined)).toEqual([messages.pflichtfeld]);
  });
  it('takes an optional firma_id', () => {
    expect(FbuchAuszugRequestSchema.parse({ fbnr: '1a', firma_id: 7 }).firma_id).toBe(7);
    // Issue 30: a JSON integer, not digits as text.
    expect(FbuchAuszugRequestSchema.safeParse({ fbnr: '1a', firma_id: '7' }).success).toBe(false);
    expect(FbuchAuszugRequestSchema.safeParse({ fbnr: '1a', firma_id: 0 }).success).toBe(false);
  });
});

describe('batch request', () => {
  it('needs a selection (Keine Auswahl!)', () => {
    const r = FbuchBatchRequestSchema.safeParse({ firma_ids: [] });
    expect(r.success ? null : r.error.issues[0]!.message).toBe(messages.keineAuswahl);
    expect(FbuchBatchRequestSchema.parse({ firma_ids: [3, 4] }).firma_ids).toEqual([3, 4]);
    expect(FbuchBatchRequestSchema.safeParse({ firma_ids: ['3', 4] }).success).toBe(false);
  });
});

describe('stats and paths', () => {
  it('counts done, all, failed and success', () => {
    expect(fbuchStatsOf([])).toEqual({ all: 0, done: 0, success: 0, failed: 0 });
    expect(
      fbuchStatsOf([
        { status: 'waiting' },
        { status: 'success' },
        { status: 'failed' },
        { status: 'success' },
      ]),
    ).toEqual({
      all: 4,
      done: 3,
      success: 2,
      failed: 1,
    });
  });
  it('gives the progress in percent, 0 for an empty query', () => {
    expect(fbuchProgress({ all: 0, done: 0, success: 0, failed: 0 })).toBe(0);
    expect(fbuchProgress({ all: 3, done: 1, success: 1, failed: 0 })).toBe(33);
    expect(fbuchProgress({ all: 3, done: 3, success: 1, failed: 2 })).toBe(100);
  });
  it('builds the topic and the page paths of SPEC §2 and §7', () => {
    expect(fbuchTopic(12)).toBe('fbuch:auszug-12');
    expect(fbuchAuszugPath(12)).toBe('/importe/fbuch/auszug/12');
    expect(fbuchRedirectPath(5)).toBe('/firmen/5/firmenbuchabfrage_redirect?status=success');
  });
});
