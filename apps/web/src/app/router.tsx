import { createBrowserRouter } from 'react-router';
import { HomePage } from './home-page';
import { LoginPage } from './login-page';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from './route-error';
import { Shell } from './shell';

// Feature pages load lazily (DESIGN §11: login + shell stay within 250 KB gzip).
export const router = createBrowserRouter([
  { path: '/login', Component: LoginPage, ErrorBoundary: RouteError, HydrateFallback: PageLoader },
  {
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, Component: HomePage },
      {
        path: 'personen',
        lazy: async () => ({ Component: (await import('../features/personen/list-page')).PersonenListPage }),
      },
      {
        path: 'personen/new',
        lazy: async () => ({ Component: (await import('../features/personen/create-page')).PersonCreatePage }),
      },
      {
        path: 'personen/:id',
        lazy: async () => ({ Component: (await import('../features/personen/edit-page')).PersonEditPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
