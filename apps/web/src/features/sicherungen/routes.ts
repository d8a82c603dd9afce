import type { RouteObject } from 'react-router';

/** 'Sicherungen' (issue 28): the backups' status, for administrators. */
export const routes: RouteObject[] = [
  {
    path: 'sicherungen',
    // No area of its own: the user administration's permission (administrators), as its API.
    handle: { bereich: 'Sicherungen', lesen: 'benutzer.verwalten' },
    lazy: async () => ({ Component: (await import('./sicherungen-page')).SicherungenPage }),
  },
];
