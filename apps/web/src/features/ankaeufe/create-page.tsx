import { ankaeufeArea, type AnkaufFields, type AnkaufVerkaeufer } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { useCollectedRows } from '../../components/assignment/use-collected-rows';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { AnkaufFieldsForm, ankaufForm } from './ankauf-fields';

import { VerkaeuferSection } from './verkaeufer-section';

/** `/ankaeufe/new?projekt_id=<id>` preselects the project (links from the project page). */
export function AnkaufCreatePage() {
  const preset = usePreselectedProjekt();
  const form = ankaufForm.useForm(null, preset.id);
  const verkaeufer = useCollectedRows<AnkaufVerkaeufer>();
  const create = useAreaCreate({
    area: ankaeufeArea,
    form,
    fieldKeys: ankaufForm.fieldKeys,
    toInput: (fields: AnkaufFields) => ({ ...fields, verkaeufer_ids: verkaeufer.ids }),
    pending: verkaeufer.pending,
  });

  return (
    <AreaCreateLayout
      create={create}
      sections={<VerkaeuferSection ankaufId={null} {...verkaeufer.section} />}
    >
      <AnkaufFieldsForm form={form} projekt={preset.projekt} autoFocus={!!preset.id} />
    </AreaCreateLayout>
  );
}
