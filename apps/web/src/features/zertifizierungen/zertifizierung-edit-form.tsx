import { useState } from 'react';
import { zertifizierungenArea, type ProjektKurz, type Zertifizierung } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useAreaEdit } from '../../components/area/use-area-edit';
import { ZertifizierungFieldsForm } from './zertifizierung-fields';
import {
  zertifizierungFieldKeys,
  zertifizierungFieldLabels,
  zertifizierungFormValues,
  useZertifizierungForm,
} from './zertifizierung-form-model';

const conflictFields = zertifizierungFieldKeys.map((key) => ({ key, label: zertifizierungFieldLabels[key] }));
const projektListe = (z: Pick<Zertifizierung, 'projekt_id'>) =>
  `/zertifizierungen?q[]=${encodeURIComponent(`projekt_id:${z.projekt_id}`)}`;
const projektOf = (z: Zertifizierung): ProjektKurz => ({ id: z.projekt_id, projektnr: z.projektnr, name: z.projekt_name });

export function ZertifizierungEditForm({ record }: { record: Zertifizierung }) {
  const [projekt, setProjekt] = useState<ProjektKurz | null>(projektOf(record));
  const form = useZertifizierungForm(record);
  const edit = useAreaEdit({
    area: zertifizierungenArea,
    record,
    form,
    formValues: zertifizierungFormValues,
    fieldKeys: zertifizierungFieldKeys,
    onLoad: (saved) => setProjekt(projektOf(saved)),
    listPath: projektListe,
  });
  const { base } = edit;
  return (
    <AreaEditLayout
      edit={edit}
      title={`${base.typ_name} ${base.klasse} · ${base.projektnr} ${base.projekt_name}`}
      backTo={projektListe(base)}
      backLabel="Zertifizierungen des Projekts"
      conflictFields={conflictFields}
    >
      <ZertifizierungFieldsForm form={form} projekt={projekt} onProjektChange={setProjekt} />
    </AreaEditLayout>
  );
}
