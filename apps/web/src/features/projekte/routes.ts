import type { RouteObject } from 'react-router';

/** Pages of the area beyond list, create and edit (SPEC §2 go-to form target). */
export const routes: RouteObject[] = [
  {
    path: 'projekte/:projektnr/erfassungsnotizen',
    lazy: async () => ({ Component: (await import('./erfassungsnotizen-page')).ErfassungsnotizenPage }),
  },
];
