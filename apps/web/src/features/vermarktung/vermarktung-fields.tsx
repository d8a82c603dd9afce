import { Grid } from '@mantine/core';
import { formFeldLabels, formatNumber, VermarktungFieldsSchema, type VermarktungFields } from '@app/domain';
import { FormText } from '../../components/form-fields/form-text';
import { ProjektDatumRow } from '../../components/pickers/projekte/projekt-datum-row';
import type { AreaFieldsProps } from '../../components/area/area-form-pages';
import { schemaFormModel } from '../../lib/form-model';

export const vermarktungForm = schemaFormModel<VermarktungFields>(
  VermarktungFieldsSchema,
  formFeldLabels.vermarktung,
  { formats: { provision: (v: number) => formatNumber(v, 2) } },
);
const labels = vermarktungForm.labels;

/** The fields of DOMAIN 'Vermarktung': project, start, website (http/https), provision 0–100 %. */
export function VermarktungFieldsForm({ form, projekt, autoFocus }: AreaFieldsProps<VermarktungFields>) {
  return (
    <Grid>
      <ProjektDatumRow
        form={form}
        projekt={projekt}
        datum="vermarktungsstart"
        datumLabel={labels.vermarktungsstart}
        autoFocus={autoFocus}
      />
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <FormText form={form} name="website" label={labels.website} placeholder="https://…" inputMode="url" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FormText form={form} name="provision" kind="zahl" label={labels.provision} />
      </Grid.Col>
    </Grid>
  );
}
