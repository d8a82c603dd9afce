import { useState } from 'react';
import { vermarktungArea, type VermarktungMakler } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { MaklerSection } from './makler-section';
import { VermarktungFieldsForm, vermarktungForm } from './vermarktung-fields';

/** `/vermarktung/new?projekt_id=<id>` preselects the project (links from the project page). */
export function VermarktungCreatePage() {
  const preset = usePreselectedProjekt();
  const form = vermarktungForm.useForm(null, preset.id);
  // Brokers added before the first save; the create call claims them.
  const [makler, setMakler] = useState<VermarktungMakler[]>([]);
  const create = useAreaCreate({
    area: vermarktungArea,
    form,
    fieldKeys: vermarktungForm.fieldKeys,
    toInput: (fields) => ({ ...fields, makler_ids: makler.map((m) => m.id) }),
    pending: makler.length > 0,
  });

  return (
    <AreaCreateLayout
      create={create}
      sections={
        <MaklerSection
          vermarktungId={null}
          rows={makler}
          canEdit
          onAdded={(row) => setMakler((list) => [...list, row])}
          onRemoved={(id) => setMakler((list) => list.filter((m) => m.id !== id))}
        />
      }
    >
      <VermarktungFieldsForm form={form} projekt={preset.projekt} autoFocus={!!preset.id} />
    </AreaCreateLayout>
  );
}
