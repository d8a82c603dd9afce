// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { ImportListPage as ListPage } from './list-page';
