import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { areas, hasPermission, type AreaDefinition } from '@app/domain';
import { prefetchAreaList } from '../components/area/use-area-api';
import { queryClient } from '../lib/query-client';
import { getSession } from '../lib/session';
import { HomePage } from './home-page';
import { LoginPage } from './login-page';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from './route-error';
import { Shell } from './shell';

interface AreaPages {
  ListPage: ComponentType;
  CreatePage?: ComponentType;
  EditPage?: ComponentType;
}

// Each area's pages load lazily, one chunk per area (DESIGN §11: login + shell stay within 250 KB gzip).
const pageModules = import.meta.glob<AreaPages>('../features/*/pages.ts');
// Pages beyond list, create and edit; these small files only name paths and load their page lazily.
const extraRoutes = Object.values(
  import.meta.glob<RouteObject[]>('../features/*/routes.ts', { eager: true, import: 'routes' }),
).flat();

/** List, `new` and `:id` of an area, from its definition (DESIGN §3). */
function areaRoutes(area: AreaDefinition): RouteObject[] {
  const load = pageModules[`../features/${area.key}/pages.ts`];
  if (!load) throw new Error(`features/${area.key}/pages.ts is missing`);
  const page = (name: keyof AreaPages) => async () => {
    const Component = (await load())[name];
    if (!Component) throw new Error(`features/${area.key}/pages.ts exports no ${name}`);
    return { Component };
  };
  const path = area.path.slice(1);
  // Standard areas list with useAreaList: their list call starts beside the page's code (a loader runs
  // in parallel with lazy). Only for a logged-in user allowed to read: no re-login dialog from a prefetch.
  const loader = ({ request }: { request: Request }) => {
    const session = getSession();
    if (session.status === 'active' && (!area.permissions || hasPermission(session.data.user, area.permissions.read)))
      prefetchAreaList(queryClient, area, new URL(request.url));
    return null;
  };
  const routes: RouteObject[] = [{ path, lazy: page('ListPage'), ...(area.schemas ? { loader } : {}) }];
  if (area.schemas) routes.push({ path: `${path}/new`, lazy: page('CreatePage') }, { path: `${path}/:id`, lazy: page('EditPage') });
  return routes;
}

export const router = createBrowserRouter([
  { path: '/login', Component: LoginPage, ErrorBoundary: RouteError, HydrateFallback: PageLoader },
  {
    path: '/passwort-setzen',
    lazy: async () => ({ Component: (await import('./passwort-setzen-page')).PasswortSetzenPage }),
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
  },
  {
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, Component: HomePage },
      ...areas.filter((a) => a.built && a.path !== '/').flatMap(areaRoutes),
      ...extraRoutes,
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
