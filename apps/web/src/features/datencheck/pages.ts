// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { DatencheckListPage as ListPage } from './list-page';
export { AbfrageCreatePage as CreatePage } from './create-page';
export { AbfrageEditPage as EditPage } from './edit-page';
