import type { ComponentType } from 'react';

/** Loads one page's module and hands back its component. */
export type LoadPage = () => Promise<ComponentType>;

/**
 * What `features/<area>/pages.ts` exports as `pages` (DESIGN §3): one loader per standard route, each a
 * dynamic import of its own page file, so a list route downloads the list's code and not the forms.
 */
export interface AreaPages {
  ListPage: LoadPage;
  CreatePage?: LoadPage;
  EditPage?: LoadPage;
}
