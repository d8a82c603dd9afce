import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { areas, firmenArea, personenArea } from '@app/domain';
import { areaKeys } from '../components/area/use-area-api';
import { queryClient } from '../lib/query-client';
import { loginAs, mockApi, type ApiCall } from '../testing/render';
import { areaRoutes, prefetchListData } from './area-routes';

const built = areas.filter((a) => a.built && a.path !== '/');
const load = async (route: RouteObject) => {
  if (typeof route.lazy !== 'function') throw new Error(`${route.path} has no lazy page`);
  return ((await route.lazy()) as { Component: ComponentType }).Component;
};

describe('areaRoutes', () => {
  it.each(built.map((a) => [a.key, a] as const))(
    '%s: its list, new, papierkorb and :id routes resolve to its pages',
    async (_, area) => {
      const routes = areaRoutes(area);
      const base = area.path.slice(1);
      expect(routes.map((r) => r.path)).toEqual(
        area.standard ? [base, `${base}/new`, `${base}/papierkorb`, `${base}/:id`] : [base],
      );
      for (const route of routes) expect(typeof (await load(route))).toBe('function');
      // The list call starts beside the page's code, for the areas listing with useAreaList.
      expect(Boolean(routes[0]!.loader)).toBe(Boolean(area.standard));
    },
  );

  it("loads only the opened route's page: a list does not fetch the forms, nor a form the list", async () => {
    const page = (name: string) => vi.fn(async () => Object.assign(() => null, { displayName: name }));
    const pages = { ListPage: page('list'), CreatePage: page('create'), EditPage: page('edit') };
    const [list, create, , edit] = areaRoutes(personenArea, pages);
    expect((await load(list!)).displayName).toBe('list');
    expect(pages.CreatePage).not.toHaveBeenCalled();
    expect(pages.EditPage).not.toHaveBeenCalled();
    expect((await load(create!)).displayName).toBe('create');
    expect((await load(edit!)).displayName).toBe('edit');
    expect(pages.ListPage).toHaveBeenCalledTimes(1);
  });
});

describe('data beside the code', () => {
  const openEdit = (id: string) => {
    const edit = areaRoutes(personenArea)[3]!;
    if (typeof edit.loader !== 'function') throw new Error('the edit route has no loader');
    return edit.loader({ params: { id }, request: new Request(`http://localhost/personen/${id}`) } as never);
  };
  const recordCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname.startsWith('/api/personen/'));

  it("an edit route starts its record's call while its code loads, into the cache its page reads", async () => {
    await loginAs(['personen.lesen']);
    const api = mockApi({
      'GET /api/personen/5': () => ({ status: 'ok', data: { id: 5, nachname: 'Gruber' } }),
    });
    openEdit('5');
    await vi.waitFor(() => expect(queryClient.getQueryData(areaKeys(personenArea).detail(5))).toBeTruthy());
    expect(recordCalls(api.calls)).toHaveLength(1);
    queryClient.clear();
  });

  it('asks nothing for a user who may not read the area, nor for an id that is none', async () => {
    await loginAs(['firmen.lesen']);
    const api = mockApi({});
    openEdit('5');
    await loginAs(['personen.lesen']);
    openEdit('abc');
    await new Promise((r) => setTimeout(r, 20));
    expect(recordCalls(api.calls)).toHaveLength(0);
  });
});

describe('a sidebar link the pointer rests on', () => {
  it("asks for its list's first page and count, as the list route will; nothing for an area one may not read", async () => {
    await loginAs(['personen.lesen']);
    const api = mockApi({
      'GET /api/personen': () => ({ data: [], page: 1, per_page: 50 }),
      'GET /api/personen/count': () => ({ status: 'ok', data: { total: 0, total_capped: false } }),
    });
    prefetchListData(firmenArea);
    prefetchListData(personenArea);
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/personen', '/api/personen/count']);
    expect(api.calls[0]!.url.searchParams.get('sort')).toBe(personenArea.defaultSort);
    // The route's loader then finds the answer and asks nothing more.
    const list = areaRoutes(personenArea)[0]!;
    if (typeof list.loader !== 'function') throw new Error('the list route has no loader');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    list.loader({ params: {}, request: new Request('http://localhost/personen') } as never);
    expect(api.calls).toHaveLength(2);
    queryClient.clear();
  });
});
