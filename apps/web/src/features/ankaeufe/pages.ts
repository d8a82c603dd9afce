// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { AnkaeufeListPage as ListPage } from './list-page';
export { AnkaufCreatePage as CreatePage } from './create-page';
export { AnkaufEditPage as EditPage } from './edit-page';
