import { Grid, TextInput } from '@mantine/core';
import type { ProjektKurz, VermarktungFields } from '@app/domain';
import { ProjektTypeahead } from '../../components/pickers/projekte/projekt-typeahead';
import { vermarktungFieldLabels, type VermarktungForm } from './vermarktung-form-model';

/** The fields of DOMAIN 'Vermarktung': project, start, website (http/https), provision 0–100 %. */
export function VermarktungFieldsForm({
  form,
  projekt,
  onProjektChange,
  autoFocus,
}: {
  form: VermarktungForm;
  projekt: ProjektKurz | null;
  onProjektChange: (projekt: ProjektKurz | null) => void;
  autoFocus?: boolean;
}) {
  const { register, formState, setValue } = form;
  const error = (key: keyof VermarktungFields) => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ProjektTypeahead
          label={vermarktungFieldLabels.projekt_id}
          placeholder="Projektnr. oder Name …"
          value={projekt}
          onChange={(p) => {
            onProjektChange(p);
            setValue('projekt_id', p ? String(p.id) : '', { shouldDirty: true });
          }}
          error={error('projekt_id')}
          required
        />
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
