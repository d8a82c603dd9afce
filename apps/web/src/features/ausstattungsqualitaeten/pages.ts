// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { AusstattungsqualitaetenListPage as ListPage } from './list-page';
export { AusstattungsqualitaetCreatePage as CreatePage } from './create-page';
export { AusstattungsqualitaetEditPage as EditPage } from './edit-page';
