import { Grid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { projekteArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { PapierkorbHinweis } from '../../components/papierkorb/papierkorb-hinweis';
import { ProjektFieldsForm } from './projekt-fields';
import { projektFieldKeys, useProjektForm, type ProjektForm } from './projekt-form-model';
import { ProjektLocation } from './projekt-location';

export function ProjektCreatePage() {
  const form = useProjektForm();
  const create = useAreaCreate({ area: projekteArea, form, fieldKeys: projektFieldKeys });
  return (
    <AreaCreateLayout create={create} maw={1000}>
      <ProjektFieldsForm
        form={form}
        autoFocus
        location={<ProjektLocation form={form} />}
        afterProjektnr={<ProjektImPapierkorb form={form} />}
      />
    </AreaCreateLayout>
  );
}

/** 'Ein Projekt mit dieser Projektnr liegt im Papierkorb …' for the typed Projektnr. */
function ProjektImPapierkorb({ form }: { form: ProjektForm }) {
  const projektnr = useWatch({ control: form.control, name: 'projektnr' });
  const wert = String(projektnr ?? '').trim();
  return (
    <PapierkorbHinweis
      area={projekteArea}
      wert={/^\d+$/.test(wert) ? String(Number(wert)) : ''}
      frame={(alert) => <Grid.Col span={12}>{alert}</Grid.Col>}
    />
  );
}
