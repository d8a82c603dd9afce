import { angebotsobjekteArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { AngebotsobjektFieldsForm } from './angebotsobjekt-fields';
import { angebotsobjektFieldKeys, useAngebotsobjektForm } from './angebotsobjekt-form-model';

/** `?projekt_id=<id>` preselects the project (links from the project page). */
export function AngebotsobjektCreatePage() {
  const preset = usePreselectedProjekt();
  const form = useAngebotsobjektForm(null, preset.id);
  const create = useAreaCreate({ area: angebotsobjekteArea, form, fieldKeys: angebotsobjektFieldKeys });
  return (
    <AreaCreateLayout create={create}>
      <AngebotsobjektFieldsForm form={form} projekt={preset.projekt} autoFocus={preset.id !== null} />
    </AreaCreateLayout>
  );
}
