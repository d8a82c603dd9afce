import type { RouteObject } from 'react-router';

/** SPEC §2: the details of a query and the target after a successful extract. */
export const routes: RouteObject[] = [
  {
    path: 'importe/fbuch/auszug/:id',
    lazy: async () => ({ Component: (await import('./auszug-page')).FbuchAuszugPage }),
  },
  {
    path: 'firmen/:id/firmenbuchabfrage_redirect',
    lazy: async () => ({ Component: (await import('./redirect-page')).FbuchRedirectPage }),
  },
];
