import type { RouteObject } from 'react-router';

/** Exceptions of all checks, and the notification tables (beside the area's list, create and edit). */
export const routes: RouteObject[] = [
  {
    path: 'datencheck/ausnahmen',
    lazy: async () => ({ Component: (await import('./ausnahmen-page')).AusnahmenPage }),
  },
  {
    path: 'benachrichtigungen',
    lazy: async () => ({ Component: (await import('./benachrichtigungen-page')).BenachrichtigungenPage }),
  },
];
