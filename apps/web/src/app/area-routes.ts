import type { RouteObject } from 'react-router';
import { hasPermission, type AreaDefinition } from '@app/domain';
import type { AreaPages, LoadPage } from '../components/area/area-pages';
import { prefetchAreaList } from '../components/area/use-area-api';
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

/** List, `new` and `:id` of an area, from its definition (DESIGN §3). */
export function areaRoutes(area: AreaDefinition, pages: AreaPages = areaPages(area)): RouteObject[] {
  const path = area.path.slice(1);
  // Standard areas list with useAreaList: their list call starts beside the page's code (a loader runs
  // in parallel with lazy). Only for a logged-in user allowed to read: no re-login dialog from a prefetch.
  const loader = ({ request }: { request: Request }) => {
    const session = getSession();
    if (
      session.status === 'active' &&
      (!area.permissions || hasPermission(session.data.user, area.permissions.read))
    )
      prefetchAreaList(queryClient, area, new URL(request.url));
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
      { path: `${path}/:id`, lazy: lazyPage(pages.EditPage), ...access },
    );
  return routes;
}
