import type { ComponentType } from 'react';
import type { AreaDefinition, BaseRow, ProjektKurz } from '@app/domain';
import type { FieldValues } from 'react-hook-form';
import type { AreaForm, FormModel } from '../../lib/form-model';
import { projektOf, usePreselectedProjekt } from '../pickers/projekte/projekt-field';
import { AreaCreateLayout } from './area-create-layout';
import { AreaEditLayout } from './area-edit-layout';
import { AreaEditPage } from './area-edit-page';
import { useAreaCreate } from './use-area-create';
import { useModelEdit } from './use-area-edit';

/** What a simple area's fields get: the form, and the record's project or the one a link preselects. */
export interface AreaFieldsProps<Fields extends FieldValues> {
  form: AreaForm<Fields>;
  projekt: ProjektKurz | null;
  /** On the first field after a preselected project. */
  autoFocus?: boolean;
}
export type AreaFieldsComponent<Fields extends FieldValues> = ComponentType<AreaFieldsProps<Fields>>;

type Projektbezug = { projekt_id: number; projektnr: number; projekt_name: string };
const projektOfRecord = (record: object): ProjektKurz | null =>
  'projekt_id' in record && 'projektnr' in record && 'projekt_name' in record
    ? projektOf(record as Projektbezug)
    : null;

/**
 * The create and edit pages of an area whose form is its fields and nothing more (no sections, no extra
 * buttons): the area writes its fields, its form model and the titles, not the pages. For a project-scoped
 * area `?projekt_id=` preselects the project (the first field after it takes focus) and the edit page leads
 * back to the project's list.
 */
export function areaFormPages<Rec extends BaseRow & Partial<Fields>, Fields extends FieldValues>(definition: {
  area: AreaDefinition;
  model: FormModel<Fields>;
  Fields: AreaFieldsComponent<Fields>;
  /** The edit page's heading. */
  heading: (record: Rec) => string;
  /** The browser tab's title of the edit page (default: the heading). */
  pageTitle?: (record: Rec) => string;
  /** The back link's text (default 'Zur Liste'). */
  backLabel?: string;
}) {
  const { area, model, Fields } = definition;

  function CreatePage() {
    const preset = usePreselectedProjekt();
    const form = model.useForm(null, preset.id);
    const create = useAreaCreate({ area, form, fieldKeys: model.fieldKeys });
    return (
      <AreaCreateLayout create={create}>
        <Fields form={form} projekt={preset.projekt} autoFocus={!!preset.id} />
      </AreaCreateLayout>
    );
  }

  function EditForm({ record }: { record: Rec }) {
    const { form, edit } = useModelEdit(model, { area, record });
    return (
      <AreaEditLayout
        edit={edit}
        title={definition.heading(edit.base)}
        backLabel={definition.backLabel}
        conflictFields={model.conflictFields}
      >
        <Fields form={form} projekt={projektOfRecord(edit.base)} />
      </AreaEditLayout>
    );
  }

  function EditPage() {
    return (
      <AreaEditPage<Rec> area={area} title={definition.pageTitle ?? definition.heading} Form={EditForm} />
    );
  }

  return { CreatePage, EditPage };
}
