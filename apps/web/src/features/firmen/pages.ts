// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { FirmenListPage as ListPage } from './list-page';
export { FirmaCreatePage as CreatePage } from './create-page';
export { FirmaEditPage as EditPage } from './edit-page';
