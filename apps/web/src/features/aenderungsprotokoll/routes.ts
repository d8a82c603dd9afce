import type { RouteObject } from 'react-router';

/** 'Änderungsprotokoll' (issue 28): who changed what across records, for administrators. */
export const routes: RouteObject[] = [
  {
    path: 'aenderungsprotokoll',
    lazy: async () => ({ Component: (await import('./aenderungsprotokoll-page')).AenderungsprotokollPage }),
  },
];
