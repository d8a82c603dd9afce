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
      {
        path: 'firmen',
        lazy: async () => ({ Component: (await import('../features/firmen/list-page')).FirmenListPage }),
      },
      {
        path: 'firmen/new',
        lazy: async () => ({ Component: (await import('../features/firmen/create-page')).FirmaCreatePage }),
      },
      {
        path: 'firmen/:id',
        lazy: async () => ({ Component: (await import('../features/firmen/edit-page')).FirmaEditPage }),
      },
      {
        path: 'projekte',
        lazy: async () => ({ Component: (await import('../features/projekte/list-page')).ProjekteListPage }),
      },
      {
        path: 'projekte/new',
        lazy: async () => ({ Component: (await import('../features/projekte/create-page')).ProjektCreatePage }),
      },
      {
        path: 'projekte/:id',
        lazy: async () => ({ Component: (await import('../features/projekte/edit-page')).ProjektEditPage }),
      },
      {
        path: 'projekte/:projektnr/erfassungsnotizen',
        lazy: async () => ({
          Component: (await import('../features/projekte/erfassungsnotizen-page')).ErfassungsnotizenPage,
        }),
      },
      {
        path: 'importe/fbuch',
        lazy: async () => ({ Component: (await import('../features/fbuch/list-page')).FbuchListPage }),
      },
      {
        path: 'importe/fbuch/auszug/:id',
        lazy: async () => ({ Component: (await import('../features/fbuch/auszug-page')).FbuchAuszugPage }),
      },
      {
        path: 'firmen/:id/firmenbuchabfrage_redirect',
        lazy: async () => ({ Component: (await import('../features/fbuch/redirect-page')).FbuchRedirectPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
