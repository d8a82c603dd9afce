// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { ZertifizierungenListPage as ListPage } from './list-page';
export { ZertifizierungCreatePage as CreatePage } from './create-page';
export { ZertifizierungEditPage as EditPage } from './edit-page';
