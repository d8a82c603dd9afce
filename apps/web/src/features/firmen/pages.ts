import type { AreaPages } from '../../components/area/area-pages';

// The area's standard pages for app/area-routes.ts, each loaded only when its route opens (DESIGN §3).
export const pages: AreaPages = {
  ListPage: async () => (await import('./list-page')).FirmenListPage,
  CreatePage: async () => (await import('./create-page')).FirmaCreatePage,
  EditPage: async () => (await import('./edit-page')).FirmaEditPage,
};
