import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { zertifizierungenArea, type ProjektKurz } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { ZertifizierungFieldsForm } from './zertifizierung-fields';
import { zertifizierungFieldKeys, useZertifizierungForm } from './zertifizierung-form-model';

/** `/zertifizierungen/new?projekt_id=<id>` preselects the project. */
export function ZertifizierungCreatePage() {
  const [search] = useSearchParams();
  const preselected = Number(search.get('projekt_id')) || null;
  const form = useZertifizierungForm(null, preselected);
  const loaded = useProjektKurz(preselected);
  const [chosen, setChosen] = useState<ProjektKurz | null | undefined>(undefined);
  const projekt = chosen === undefined ? loaded : chosen;
  const create = useAreaCreate({ area: zertifizierungenArea, form, fieldKeys: zertifizierungFieldKeys });
  return (
    <AreaCreateLayout create={create}>
      <ZertifizierungFieldsForm form={form} projekt={projekt} onProjektChange={setChosen} autoFocus={!!preselected} />
    </AreaCreateLayout>
  );
}
