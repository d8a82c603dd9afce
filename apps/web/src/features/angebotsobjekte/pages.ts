// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { AngebotsobjekteListPage as ListPage } from './list-page';
export { AngebotsobjektCreatePage as CreatePage } from './create-page';
export { AngebotsobjektEditPage as EditPage } from './edit-page';
