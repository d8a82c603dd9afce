// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { GkaListPage as ListPage } from './list-page';
export { GkaCreatePage as CreatePage } from './create-page';
export { GkaEditPage as EditPage } from './edit-page';
