// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { GrundkostenanteileListPage as ListPage } from './list-page';
export { GrundkostenanteilCreatePage as CreatePage } from './create-page';
export { GrundkostenanteilEditPage as EditPage } from './edit-page';
