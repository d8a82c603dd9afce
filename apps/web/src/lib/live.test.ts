import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LiveChange } from '@app/domain';
import { invalidateLive, liveTopicsOfKey } from './live';

describe('live topics of query keys', () => {
  it('reads area and record off the keys', () => {
    expect(liveTopicsOfKey(['projekte', 'list', { page: 1 }])).toEqual(['live:projekte']);
    expect(liveTopicsOfKey(['projekte', 'detail', 12])).toEqual(['live:projekte-12']);
    expect(liveTopicsOfKey(['projekte', 'notizen', 12])).toEqual(['live:projekte-12']);
    expect(liveTopicsOfKey(['dateien', 'projekte', 12])).toEqual(['live:projekte-12']);
    // A look-up by Projektnr is not by id; typeaheads and unknown areas have no topic.
    expect(liveTopicsOfKey(['projekte', 'nr', 24001])).toEqual([]);
    expect(liveTopicsOfKey(['typeahead', 'firmen', 'hu'])).toEqual([]);
    expect(liveTopicsOfKey(['gibtsnicht', 'detail', 1])).toEqual([]);
  });

  it('a change refetches the queries of its topic and the lists of its area, nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      ['projekte', 'detail', 12],
      ['projekte', 'notizen', 12],
      ['projekte', 'detail', 13],
      ['projekte', 'list', {}],
      ['firmen', 'list', {}],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    const change: LiveChange = {
      table: 'erfassungsnotizen',
      id: 5,
      action: 'create',
      area: null,
      user: 1,
      version: 1,
    };
    invalidateLive(client, 'live:projekte-12', change);
    const stale = () =>
      keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((k) => k.join('/'));
    expect(stale()).toEqual(['projekte/detail/12', 'projekte/notizen/12']);
    invalidateLive(client, 'live:projekte', {
      ...change,
      table: 'projekte',
      area: 'projekte',
      action: 'delete',
      id: 13,
    });
    expect(stale()).toEqual(['projekte/detail/12', 'projekte/notizen/12', 'projekte/list/[object Object]']);
  });

  it("the open record's own deletion does not refetch it (the page keeps what was typed), its lists do refetch", () => {
    const client = new QueryClient();
    const keys = [
      ['projekte', 'detail', 12],
      ['projekte', 'notizen', 12],
      ['projekte', 'list', {}],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    invalidateLive(client, 'live:projekte-12', {
      table: 'projekte',
      id: 12,
      action: 'delete',
      area: 'projekte',
      user: 2,
      version: 3,
    });
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((k) => k.join('/'));
    expect(stale).toEqual(['projekte/notizen/12', 'projekte/list/[object Object]']);
  });
});
