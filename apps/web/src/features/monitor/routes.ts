import type { RouteObject } from 'react-router';

/** API keys of the customer-frontend installations (administrators). */
export const routes: RouteObject[] = [
  {
    path: 'monitor/api-schluessel',
    // Beyond the area's read permission: the keys are for administrators.
    handle: { lesen: 'monitor.verwalten' },
    lazy: async () => ({ Component: (await import('./api-schluessel-page')).ApiSchluesselPage }),
  },
];
