// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { KundenListPage as ListPage } from './list-page';
export { KundeCreatePage as CreatePage } from './create-page';
export { KundeEditPage as EditPage } from './edit-page';
