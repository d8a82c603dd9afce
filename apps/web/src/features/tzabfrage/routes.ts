import type { RouteObject } from 'react-router';

/** A batch with its rows (live). */
export const routes: RouteObject[] = [
  {
    path: 'importe/tzabfrage/:id',
    lazy: async () => ({ Component: (await import('./detail-page')).TzabfrageDetailPage }),
  },
];
