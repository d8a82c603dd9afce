import type { RouteObject } from 'react-router';

/** SPEC §2 Wohnungseigentums-Zuordnung: modus 'new' (TopNr matches pre-ticked) or 'create'. */
export const routes: RouteObject[] = [
  {
    path: 'angebotsobjekte/:id/ko_zuordnung/:modus',
    lazy: async () => ({ Component: (await import('./ko-zuordnung-page')).KoZuordnungPage }),
  },
];
