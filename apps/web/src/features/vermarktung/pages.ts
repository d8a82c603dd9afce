// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { VermarktungListPage as ListPage } from './list-page';
export { VermarktungCreatePage as CreatePage } from './create-page';
export { VermarktungEditPage as EditPage } from './edit-page';
