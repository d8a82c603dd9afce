// The area's standard pages; app/router.tsx loads this module lazily for the area's routes.
export { NutzwertgutachtenListPage as ListPage } from './list-page';
export { NutzwertgutachtenCreatePage as CreatePage } from './create-page';
export { NutzwertgutachtenEditPage as EditPage } from './edit-page';
