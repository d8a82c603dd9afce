import { zertifizierungenArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { ZertifizierungFieldsForm, zertifizierungForm } from './zertifizierung-fields';

/** `/zertifizierungen/new?projekt_id=<id>` preselects the project. */
export function ZertifizierungCreatePage() {
  const preset = usePreselectedProjekt();
  const form = zertifizierungForm.useForm(null, preset.id);
  const create = useAreaCreate({ area: zertifizierungenArea, form, fieldKeys: zertifizierungForm.fieldKeys });
  return (
    <AreaCreateLayout create={create}>
      <ZertifizierungFieldsForm form={form} projekt={preset.projekt} autoFocus={!!preset.id} />
    </AreaCreateLayout>
  );
}
