// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { BabListPage as ListPage } from './list-page';
export { BabCreatePage as CreatePage } from './create-page';
export { BabEditPage as EditPage } from './edit-page';
