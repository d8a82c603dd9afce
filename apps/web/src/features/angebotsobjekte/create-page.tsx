import { angebotsobjekteArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { AngebotsobjektFieldsForm, angebotsobjektForm } from './angebotsobjekt-fields';

/** `?projekt_id=<id>` preselects the project (links from the project page). */
export function AngebotsobjektCreatePage() {
  const preset = usePreselectedProjekt();
  const form = angebotsobjektForm.useForm(null, preset.id);
  const create = useAreaCreate({ area: angebotsobjekteArea, form, fieldKeys: angebotsobjektForm.fieldKeys });
  return (
    <AreaCreateLayout create={create}>
      <AngebotsobjektFieldsForm form={form} projekt={preset.projekt} autoFocus={preset.id !== null} />
    </AreaCreateLayout>
  );
}
