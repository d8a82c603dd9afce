import type { RouteObject } from 'react-router';

/** The permission templates (berechtigungVorlagen) of the user administration. */
export const routes: RouteObject[] = [
  {
    path: 'benutzer/vorlagen',
    lazy: async () => ({ Component: (await import('./vorlagen-page')).VorlagenPage }),
  },
];
