// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { NwgListPage as ListPage } from './list-page';
export { NwgCreatePage as CreatePage } from './create-page';
export { NwgEditPage as EditPage } from './edit-page';
