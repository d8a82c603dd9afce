import { nutzwertgutachtenArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { nutzwertgutachtenFehlerFelder, useNutzwertgutachtenForm } from './nutzwertgutachten-form-model';
import { NutzwertgutachtenFieldsForm } from './nutzwertgutachten-fields';
import { StatusButtons } from './status-buttons';

/** `/nutzwertgutachten/new?projekt_id=<id>` preselects the project. */
export function NutzwertgutachtenCreatePage() {
  const preset = usePreselectedProjekt();
  const form = useNutzwertgutachtenForm(null, preset.id);
  const create = useAreaCreate({
    area: nutzwertgutachtenArea,
    form,
    fieldKeys: nutzwertgutachtenFehlerFelder,
  });
  return (
    <AreaCreateLayout
      create={create}
      maw={1100}
      buttons={
        <StatusButtons form={form} onSubmit={() => void create.submit()} disabled={create.submitting} />
      }
    >
      <NutzwertgutachtenFieldsForm form={form} projekt={preset.projekt} autoFocus={!!preset.id} />
    </AreaCreateLayout>
  );
}
