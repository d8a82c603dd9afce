import { Grid, TextInput } from '@mantine/core';
import { formatNumber, VermarktungFieldsSchema, type ProjektKurz, type VermarktungFields } from '@app/domain';
import { ProjektField } from '../../components/pickers/projekte/projekt-field';
import { schemaFormModel, type AreaForm } from '../../lib/form-model';

export const vermarktungForm = schemaFormModel<VermarktungFields>(
  VermarktungFieldsSchema,
  { projekt_id: 'Projekt', vermarktungsstart: 'Vermarktungsstart', website: 'Website', provision: 'Provision (%)' },
  { formats: { provision: (v: number) => formatNumber(v, 2) } },
);
const vermarktungFieldLabels = vermarktungForm.labels;

/** The fields of DOMAIN 'Vermarktung': project, start, website (http/https), provision 0–100 %. */
export function VermarktungFieldsForm({
  form,
  projekt,
  autoFocus,
}: {
  form: AreaForm<VermarktungFields>;
  /** The record's project, or the one a link preselects. */
  projekt: ProjektKurz | null;
  autoFocus?: boolean;
}) {
  const { register, formState } = form;
  const error = (key: keyof VermarktungFields) => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ProjektField form={form} projekt={projekt} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={vermarktungFieldLabels.vermarktungsstart}
          placeholder="TT.MM.JJJJ"
          autoFocus={autoFocus}
          {...register('vermarktungsstart')}
          error={error('vermarktungsstart')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={vermarktungFieldLabels.website}
          placeholder="https://…"
          inputMode="url"
          {...register('website')}
          error={error('website')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={vermarktungFieldLabels.provision}
          inputMode="decimal"
          {...register('provision')}
          error={error('provision')}
          styles={{ input: { textAlign: 'right' } }}
        />
      </Grid.Col>
    </Grid>
  );
}
