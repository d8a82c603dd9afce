import type { RouteObject } from 'react-router';

/** API keys of the customer-frontend installations (administrators). */
export const routes: RouteObject[] = [
  {
    path: 'monitor/api-schluessel',
    lazy: async () => ({ Component: (await import('./api-schluessel-page')).ApiSchluesselPage }),
  },
];
