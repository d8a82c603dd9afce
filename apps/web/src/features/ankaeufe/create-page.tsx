import { useState } from 'react';
import { ankaeufeArea, type AnkaufFields, type AnkaufVerkaeufer } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { AnkaufFieldsForm, ankaufForm } from './ankauf-fields';

import { VerkaeuferSection } from './verkaeufer-section';

/** `/ankaeufe/new?projekt_id=<id>` preselects the project (links from the project page). */
export function AnkaufCreatePage() {
  const preset = usePreselectedProjekt();
  const form = ankaufForm.useForm(null, preset.id);
  // Sellers added before the first save; the create call claims them.
  const [verkaeufer, setVerkaeufer] = useState<AnkaufVerkaeufer[]>([]);
  const create = useAreaCreate({
    area: ankaeufeArea,
    form,
    fieldKeys: ankaufForm.fieldKeys,
    toInput: (fields: AnkaufFields) => ({ ...fields, verkaeufer_ids: verkaeufer.map((v) => v.id) }),
    pending: verkaeufer.length > 0,
  });

  return (
    <AreaCreateLayout
      create={create}
      sections={
        <VerkaeuferSection
          ankaufId={null}
          rows={verkaeufer}
          canEdit
          onAdded={(row) => setVerkaeufer((list) => [...list, row])}
          onRemoved={(id) => setVerkaeufer((list) => list.filter((v) => v.id !== id))}
        />
      }
    >
      <AnkaufFieldsForm form={form} projekt={preset.projekt} autoFocus={!!preset.id} />
    </AreaCreateLayout>
  );
}
