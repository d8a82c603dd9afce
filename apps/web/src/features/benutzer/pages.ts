// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { BenutzerListPage as ListPage } from './list-page';
export { BenutzerCreatePage as CreatePage } from './create-page';
export { BenutzerEditPage as EditPage } from './edit-page';
