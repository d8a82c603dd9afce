import type { RouteObject } from 'react-router';

/** 'Änderungsprotokoll' (issue 28): who changed what across records, for administrators. */
export const routes: RouteObject[] = [
  {
    path: 'aenderungsprotokoll',
    // No area of its own: the user administration's permission (administrators), as its API.
    handle: { bereich: 'Änderungsprotokoll', lesen: 'benutzer.verwalten' },
    lazy: async () => ({ Component: (await import('./aenderungsprotokoll-page')).AenderungsprotokollPage }),
  },
];
