import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { formatNumber, hasPermission, type AreaDefinition } from '@app/domain';
import type { AreaPages, LoadPage } from '../components/area/area-pages';
import { prefetchAreaList, prefetchAreaRecord } from '../components/area/use-area-api';
import { queryClient } from '../lib/query-client';
import { getSession } from '../lib/session';
import { areaRouteHandle } from './route-access';

// Every area's pages.ts, eagerly: they hold only loaders (one dynamic import per page), so each route
// fetches its own page's chunk and a list click does not download the area's forms (DESIGN §3, §11).
const pagesByPath = import.meta.glob<AreaPages>('../features/*/pages.ts', { eager: true, import: 'pages' });

/** The loaders of `features/<key>/pages.ts`. */
export function areaPages(area: AreaDefinition): AreaPages {
  const pages = pagesByPath[`../features/${area.key}/pages.ts`];
  if (!pages) throw new Error(`features/${area.key}/pages.ts is missing`);
  if (area.standard && !(pages.CreatePage && pages.EditPage))
    throw new Error(`features/${area.key}/pages.ts needs CreatePage and EditPage`);
  return pages;
}

const lazyPage = (load: LoadPage) => async () => ({ Component: await load() });

/** The area's Papierkorb page (one component for every standard area), loaded when opened. */
const lazyPapierkorb = (area: AreaDefinition) => async () => {
  const { PapierkorbPage } = await import('../components/papierkorb/papierkorb-page');
  return { Component: () => createElement(PapierkorbPage, { area }) };
};

const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 3000 })
    : setTimeout(work, 300);

/**
 * Loads a page's code before it is opened (issue 29: a sidebar link hovered or focused, the edit page while
 * a list is shown, every list once the browser is idle), so a click waits only for its data.
 */
export function prefetchPage(area: AreaDefinition, page: keyof AreaPages = 'ListPage'): void {
  void pagesByPath[`../features/${area.key}/pages.ts`]?.[page]?.().catch(() => undefined);
}

/**
 * Every given area's list code, one per idle moment: the first click on any sidebar link finds it loaded.
 * First of all the number formats: the first number formatted costs ~80 ms (ICU's locale data), which
 * otherwise falls into the first list's render.
 */
export function prefetchListsWhenIdle(shown: AreaDefinition[]): void {
  whenIdle(() => [0, 2].forEach((decimals) => formatNumber(1234.5, decimals)));
  const next = (i: number) => {
    if (i >= shown.length) return;
    whenIdle(() => {
      prefetchPage(shown[i]!);
      next(i + 1);
    });
  };
  next(0);
}

/** Only for a logged-in user allowed to read the area: no re-login dialog from a prefetch. */
function mayReadArea(area: AreaDefinition): boolean {
  const session = getSession();
  return (
    session.status === 'active' &&
    (!area.permissions || hasPermission(session.data.user, area.permissions.read))
  );
}

/**
 * A sidebar link the pointer rests on or presses (issue 29): its list's first page is asked for before
 * the click, so the click finds its rows on the way (the route's loader then finds the call in flight).
 */
export function prefetchListData(area: AreaDefinition): void {
  if (area.standard && mayReadArea(area))
    prefetchAreaList(queryClient, area, new URL(area.path, window.location.origin));
}

/** List, `new`, `papierkorb` and `:id` of an area, from its definition (DESIGN §3). */
export function areaRoutes(area: AreaDefinition, pages: AreaPages = areaPages(area)): RouteObject[] {
  const path = area.path.slice(1);
  // Standard areas list with useAreaList: their list call starts beside the page's code (a loader runs
  // in parallel with lazy), and so does an edit page's record call.
  const mayRead = () => mayReadArea(area);
  const loader = ({ request }: { request: Request }) => {
    if (mayRead()) {
      prefetchAreaList(queryClient, area, new URL(request.url));
      // The likely next page: a record opened from this list.
      whenIdle(() => prefetchPage(area, 'EditPage'));
    }
    return null;
  };
  const recordLoader = ({ params }: { params: { id?: string } }) => {
    if (mayRead()) prefetchAreaRecord(queryClient, area, Number(params.id));
    return null;
  };
  // Each route says what it needs; the shell shows 'Kein Zugriff' without it (route-access.tsx).
  const access = areaRouteHandle(area);
  const routes: RouteObject[] = [
    { path, lazy: lazyPage(pages.ListPage), ...access, ...(area.standard ? { loader } : {}) },
  ];
  if (area.standard && pages.CreatePage && pages.EditPage)
    routes.push(
      { path: `${path}/new`, lazy: lazyPage(pages.CreatePage), ...access },
      { path: `${path}/papierkorb`, lazy: lazyPapierkorb(area), ...access },
      { path: `${path}/:id`, lazy: lazyPage(pages.EditPage), ...access, loader: recordLoader },
    );
  return routes;
}
