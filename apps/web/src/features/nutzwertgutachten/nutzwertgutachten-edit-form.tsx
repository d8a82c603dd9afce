import { Badge } from '@mantine/core';
import {
  formatDate,
  nutzwertgutachtenArea,
  nutzwertStatusName,
  type Nutzwertgutachten,
  type NutzwertgutachtenFields,
} from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useModelEdit } from '../../components/area/use-area-edit';
import { projektOf } from '../../components/pickers/projekte/projekt-field';
import { nutzwertgutachtenFormModel } from './nutzwertgutachten-form-model';
import { NutzwertgutachtenFieldsForm } from './nutzwertgutachten-fields';
import { StatusButtons } from './status-buttons';

const conflictFields = [
  { key: 'status', label: 'Status' },
  { key: 'gutachter', label: 'Gutachter' },
  { key: 'datum', label: 'Datum' },
  { key: 'gericht', label: 'Gericht' },
  { key: 'tz', label: 'TZ' },
  { key: 'we_objekte', label: 'WE-Objekte' },
] as const;
const vergleich = (g: NutzwertgutachtenFields | Nutzwertgutachten) => ({
  status: nutzwertStatusName(g.status),
  gutachter: g.gutachter,
  datum: formatDate(g.datum),
  gericht: g.gericht,
  tz: g.tz,
  we_objekte: (g.we_objekte ?? []).map((o) => `${o.top_nr} ${o.art} ${o.nutzflaeche} m²`).join('; '),
});

export function NutzwertgutachtenEditForm({ record: gutachten }: { record: Nutzwertgutachten }) {
  const { form, edit } = useModelEdit(nutzwertgutachtenFormModel, {
    area: nutzwertgutachtenArea,
    record: gutachten,
  });
  const { base } = edit;
  return (
    <AreaEditLayout
      edit={edit}
      title={`Nutzwertgutachten ${base.projektnr} ${base.projekt_name}`}
      badge={
        <Badge variant="light" size="lg">
          {nutzwertStatusName(base.status)}
        </Badge>
      }
      backLabel="Nutzwertgutachten des Projekts"
      conflictFields={conflictFields}
      readable={(values) => vergleich(values as NutzwertgutachtenFields)}
      buttons={<StatusButtons form={form} onSubmit={() => void edit.submit()} disabled={edit.submitting} />}
      maw={1100}
    >
      <NutzwertgutachtenFieldsForm form={form} projekt={projektOf(base)} disabled={!edit.canEdit} />
    </AreaEditLayout>
  );
}
