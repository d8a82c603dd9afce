// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { ProjekteListPage as ListPage } from './list-page';
export { ProjektCreatePage as CreatePage } from './create-page';
export { ProjektEditPage as EditPage } from './edit-page';
