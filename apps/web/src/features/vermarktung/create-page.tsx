import { vermarktungArea, type VermarktungMakler } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { useCollectedRows } from '../../components/assignment/use-collected-rows';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { MaklerSection } from './makler-section';
import { VermarktungFieldsForm, vermarktungForm } from './vermarktung-fields';

/** `/vermarktung/new?projekt_id=<id>` preselects the project (links from the project page). */
export function VermarktungCreatePage() {
  const preset = usePreselectedProjekt();
  const form = vermarktungForm.useForm(null, preset.id);
  const makler = useCollectedRows<VermarktungMakler>();
  const create = useAreaCreate({
    area: vermarktungArea,
    form,
    fieldKeys: vermarktungForm.fieldKeys,
    toInput: (fields) => ({ ...fields, makler_ids: makler.ids }),
    pending: makler.pending,
  });

  return (
    <AreaCreateLayout create={create} sections={<MaklerSection vermarktungId={null} {...makler.section} />}>
      <VermarktungFieldsForm form={form} projekt={preset.projekt} autoFocus={!!preset.id} />
    </AreaCreateLayout>
  );
}
