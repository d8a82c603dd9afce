import { __key__Area, type __Name__, type __Name__Fields } from '@app/domain';
import { areaFormPages } from '../../components/area/area-form-pages';
import { __Name__FieldsForm, __key__Form } from './__key__-fields';

/** `/__key__/new` (`?projekt_id=<id>` preselects the project) and `/__key__/:id`. */
export const { CreatePage: __Name__CreatePage, EditPage: __Name__EditPage } = areaFormPages<__Name__, __Name__Fields>({
  area: __key__Area,
  model: __key__Form,
  Fields: __Name__FieldsForm,
  heading: (r) => `${r.bezeichnung} · ${r.projektnr} ${r.projekt_name}`,
  backLabel: '__label__ des Projekts',
});
