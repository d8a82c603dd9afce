import type { RouteObject } from 'react-router';

/** One import with its tabs, rows and the review beside the deed. */
export const routes: RouteObject[] = [
  {
    path: 'importe/kaufobjekte/:id',
    lazy: async () => ({ Component: (await import('./import-page')).ImportPage }),
  },
];
