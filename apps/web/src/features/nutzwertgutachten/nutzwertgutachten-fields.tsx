import { Grid } from '@mantine/core';
import { nutzwertStatusListe, type ProjektKurz } from '@app/domain';
import { FormText } from '../../components/form-fields/form-text';
import { FormRadios } from '../../components/form-fields/form-radios';
import { ProjektDatumRow } from '../../components/pickers/projekte/projekt-datum-row';
import type { NutzwertgutachtenForm } from './nutzwertgutachten-form-model';
import { WeObjekteTable } from './we-objekte-table';

/** The appraisal's fields: project, status radios (0 Neu … 3 Geprüft), expert, date, court reference, WE-Objekte. */
export function NutzwertgutachtenFieldsForm({
  form,
  projekt,
  disabled,
  autoFocus,
}: {
  form: NutzwertgutachtenForm;
  /** The record's project, or the one a link preselects. */
  projekt: ProjektKurz | null;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <Grid>
      <ProjektDatumRow form={form} projekt={projekt} datum="datum" />
      <Grid.Col span={12}>
        <FormRadios form={form} name="status" label="Status" options={nutzwertStatusListe} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FormText form={form} name="gutachter" label="Gutachter" autoFocus={autoFocus} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <FormText form={form} name="gericht" label="Gericht" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <FormText form={form} name="tz" label="TZ" placeholder="1234/2024" />
      </Grid.Col>
      <Grid.Col span={12}>
        <WeObjekteTable form={form} disabled={disabled} />
      </Grid.Col>
    </Grid>
  );
}
