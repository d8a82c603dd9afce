// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { KaufobjekteListPage as ListPage } from './list-page';
export { KaufobjektCreatePage as CreatePage } from './create-page';
export { KaufobjektEditPage as EditPage } from './edit-page';
