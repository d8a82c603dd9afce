import type { AreaPages } from '../../components/area/area-pages';

// The area's standard pages for app/area-routes.ts, each loaded only when its route opens (DESIGN §3).
export const pages: AreaPages = {
  ListPage: async () => (await import('./list-page')).ZertifizierungenListPage,
  CreatePage: async () => (await import('./form-pages')).ZertifizierungCreatePage,
  EditPage: async () => (await import('./form-pages')).ZertifizierungEditPage,
};
