// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { PersonenListPage as ListPage } from './list-page';
export { PersonCreatePage as CreatePage } from './create-page';
export { PersonEditPage as EditPage } from './edit-page';
