import type { AreaPages } from '../../components/area/area-pages';

// The area's standard pages for app/area-routes.ts, each loaded only when its route opens (DESIGN §3).
export const pages: AreaPages = {
  ListPage: async () => (await import('./list-page')).__Name__ListPage,
  CreatePage: async () => (await import('./form-pages')).__Name__CreatePage,
  EditPage: async () => (await import('./form-pages')).__Name__EditPage,
};
