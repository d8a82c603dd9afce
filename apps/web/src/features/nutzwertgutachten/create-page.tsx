import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { nutzwertgutachtenArea, type ProjektKurz } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { showNutzwertgutachtenSubmitError, useNutzwertgutachtenForm } from './nutzwertgutachten-form-model';
import { NutzwertgutachtenFieldsForm } from './nutzwertgutachten-fields';
import { StatusButtons } from './status-buttons';

/** `/nutzwertgutachten/new?projekt_id=<id>` preselects the project. */
export function NutzwertgutachtenCreatePage() {
  const [search] = useSearchParams();
  const preselected = Number(search.get('projekt_id')) || null;
  const form = useNutzwertgutachtenForm(null, preselected);
  const loaded = useProjektKurz(preselected);
  const [chosen, setChosen] = useState<ProjektKurz | null | undefined>(undefined);
  const projekt = chosen === undefined ? loaded : chosen;
  const create = useAreaCreate({
    area: nutzwertgutachtenArea,
    form,
    fieldKeys: [],
    showError: (error) => showNutzwertgutachtenSubmitError(form, error),
  });
  return (
    <AreaCreateLayout
      create={create}
      maw={1100}
      buttons={<StatusButtons form={form} onSubmit={() => void create.submit()} disabled={create.submitting} />}
    >
      <NutzwertgutachtenFieldsForm form={form} projekt={projekt} onProjektChange={setChosen} autoFocus={!!preselected} />
    </AreaCreateLayout>
  );
}
