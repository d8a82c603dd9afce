import { useSearchParams } from 'react-router';
import { angebotsobjekteArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { AngebotsobjektFieldsForm } from './angebotsobjekt-fields';
import { angebotsobjektFieldKeys, useAngebotsobjektForm } from './angebotsobjekt-form-model';

/** `?projekt_id=<id>` preselects the project (links from the project page). */
export function AngebotsobjektCreatePage() {
  const [search] = useSearchParams();
  const projektParam = Number(search.get('projekt_id'));
  const projektId = Number.isInteger(projektParam) && projektParam > 0 ? projektParam : null;
  const projekt = useProjektKurz(projektId);
  const form = useAngebotsobjektForm(null, projektId);
  const create = useAreaCreate({ area: angebotsobjekteArea, form, fieldKeys: angebotsobjektFieldKeys });
  return (
    <AreaCreateLayout
      create={create}
      cancelTo={projektId ? `${angebotsobjekteArea.path}?q[]=projekt_id:${projektId}` : undefined}
    >
      <AngebotsobjektFieldsForm form={form} projekt={projekt} autoFocus={projektId !== null} />
    </AreaCreateLayout>
  );
}
