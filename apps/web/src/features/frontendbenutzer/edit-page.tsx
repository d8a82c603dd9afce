import { useState } from 'react';
import { frontendBenutzerArea, type FrontendBenutzer, type IdName } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { useModelEdit } from '../../components/area/use-area-edit';
import {
  frontendBenutzerFieldKeys,
  frontendBenutzerFieldLabels,
  FrontendBenutzerFieldsForm,
  frontendBenutzerFormModel,
} from './frontend-benutzer-form';

const conflictFields = frontendBenutzerFieldKeys.map((key) => ({
  key,
  label: frontendBenutzerFieldLabels[key],
}));
const kundeOf = (b: FrontendBenutzer): IdName => ({ id: b.kunde_id, name: b.kunde_name });

function FrontendBenutzerEditForm({ record }: { record: FrontendBenutzer }) {
  const [kunde, setKunde] = useState<IdName | null>(kundeOf(record));
  const { form, edit } = useModelEdit(frontendBenutzerFormModel, {
    area: frontendBenutzerArea,
    record,
    onLoad: (saved) => setKunde(kundeOf(saved as FrontendBenutzer)),
  });
  const current = edit.base as FrontendBenutzer;
  return (
    <AreaEditLayout
      edit={edit}
      title={`${current.name} · ${current.kunde_name}`}
      conflictFields={conflictFields}
    >
      <FrontendBenutzerFieldsForm form={form} kunde={kunde} onKundeChange={setKunde} />
    </AreaEditLayout>
  );
}

export function FrontendBenutzerEditPage() {
  return (
    <AreaEditPage<FrontendBenutzer>
      area={frontendBenutzerArea}
      title={(b) => b.name}
      Form={FrontendBenutzerEditForm}
    />
  );
}
