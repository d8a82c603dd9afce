import { zertifizierungenArea, type Zertifizierung, type ZertifizierungFields } from '@app/domain';
import { areaFormPages } from '../../components/area/area-form-pages';
import { ZertifizierungFieldsForm, zertifizierungForm } from './zertifizierung-fields';

/** `/zertifizierungen/new` (`?projekt_id=<id>` preselects the project) and `/zertifizierungen/:id`. */
export const { CreatePage: ZertifizierungCreatePage, EditPage: ZertifizierungEditPage } = areaFormPages<
  Zertifizierung,
  ZertifizierungFields
>({
  area: zertifizierungenArea,
  model: zertifizierungForm,
  Fields: ZertifizierungFieldsForm,
  heading: (z) => `${z.typ_name} ${z.klasse} · ${z.projektnr} ${z.projekt_name}`,
  pageTitle: (z) => `${z.typ_name} ${z.projektnr}`,
  backLabel: 'Zertifizierungen des Projekts',
});
