// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { FrontendBenutzerListPage as ListPage } from './list-page';
export { FrontendBenutzerCreatePage as CreatePage } from './create-page';
export { FrontendBenutzerEditPage as EditPage } from './edit-page';
