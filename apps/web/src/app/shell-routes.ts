import type { RouteObject } from 'react-router';
import { areas, findArea } from '@app/domain';
import { areaRoutes } from './area-routes';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import { areaRouteHandle } from './route-access';

// Pages beyond list, create and edit; these small files only name paths and load their page lazily.
const extraRoutesByFile = import.meta.glob<RouteObject[]>('../features/*/routes.ts', {
  eager: true,
  import: 'routes',
});

/**
 * A feature's extra pages need its area's permissions, unless a route names its own in `handle`; a feature
 * that is no area (the Änderungsprotokoll) names them on every route.
 */
function extraRoutes(): RouteObject[] {
  return Object.entries(extraRoutesByFile).flatMap(([file, routes]) => {
    const key = file.split('/')[2] ?? '';
    const area = findArea(key);
    if (!area && !routes.every((r) => r.handle?.lesen))
      throw new Error(
        `features/${key}/routes.ts: no area '${key}' for its permissions, and a route without its own`,
      );
    const handle = area ? areaRouteHandle(area).handle : undefined;
    return routes.map((route) => ({ ...route, handle: { ...handle, ...route.handle } }));
  });
}

/** The pages behind the login (inside the shell); each but the start page declares its permission. */
export const shellRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  // Every area's list, `new` and `:id`; each loads only its own page's code (features/<area>/pages.ts).
  ...areas.filter((a) => a.built && a.path !== '/').flatMap((a) => areaRoutes(a)),
  ...extraRoutes(),
  { path: '*', Component: NotFoundPage },
];
