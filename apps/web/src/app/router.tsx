import { createBrowserRouter } from 'react-router';
import { LoginPage } from './login-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from './route-error';
import { Shell } from './shell';
import { shellRoutes } from './shell-routes';

export const router = createBrowserRouter([
  { path: '/login', Component: LoginPage, ErrorBoundary: RouteError, HydrateFallback: PageLoader },
  {
    path: '/passwort-setzen',
    lazy: async () => ({ Component: (await import('./passwort-setzen-page')).PasswortSetzenPage }),
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
  },
  { Component: Shell, ErrorBoundary: RouteError, HydrateFallback: PageLoader, children: shellRoutes },
]);
