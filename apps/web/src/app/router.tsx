import { createBrowserRouter, type RouteObject } from 'react-router';
import { areas } from '@app/domain';
import { areaRoutes } from './area-routes';
import { HomePage } from './home-page';
import { LoginPage } from './login-page';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from './route-error';
import { Shell } from './shell';

// Pages beyond list, create and edit; these small files only name paths and load their page lazily.
const extraRoutes = Object.values(
  import.meta.glob<RouteObject[]>('../features/*/routes.ts', { eager: true, import: 'routes' }),
).flat();

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
      // Every area's list, `new` and `:id`; each loads only its own page's code (features/<area>/pages.ts).
      ...areas.filter((a) => a.built && a.path !== '/').flatMap((a) => areaRoutes(a)),
      ...extraRoutes,
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
