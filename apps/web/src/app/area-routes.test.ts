import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { areas, personenArea } from '@app/domain';
import { areaRoutes } from './area-routes';

const built = areas.filter((a) => a.built && a.path !== '/');
const load = async (route: RouteObject) => {
  if (typeof route.lazy !== 'function') throw new Error(`${route.path} has no lazy page`);
  return ((await route.lazy()) as { Component: ComponentType }).Component;
};

describe('areaRoutes', () => {
  it.each(built.map((a) => [a.key, a] as const))(
    '%s: its list, new and :id routes resolve to its pages',
    async (_, area) => {
      const routes = areaRoutes(area);
      const base = area.path.slice(1);
      expect(routes.map((r) => r.path)).toEqual(
        area.standard ? [base, `${base}/new`, `${base}/:id`] : [base],
      );
      for (const route of routes) expect(typeof (await load(route))).toBe('function');
      // The list call starts beside the page's code, for the areas listing with useAreaList.
      expect(Boolean(routes[0]!.loader)).toBe(Boolean(area.standard));
    },
  );

  it("loads only the opened route's page: a list does not fetch the forms, nor a form the list", async () => {
    const page = (name: string) => vi.fn(async () => Object.assign(() => null, { displayName: name }));
    const pages = { ListPage: page('list'), CreatePage: page('create'), EditPage: page('edit') };
    const [list, create, edit] = areaRoutes(personenArea, pages);
    expect((await load(list!)).displayName).toBe('list');
    expect(pages.CreatePage).not.toHaveBeenCalled();
    expect(pages.EditPage).not.toHaveBeenCalled();
    expect((await load(create!)).displayName).toBe('create');
    expect((await load(edit!)).displayName).toBe('edit');
    expect(pages.ListPage).toHaveBeenCalledTimes(1);
  });
});
