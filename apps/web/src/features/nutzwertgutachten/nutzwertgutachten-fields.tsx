import { Grid, Group, Radio, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { nutzwertStatusListe, type ProjektKurz } from '@app/domain';
import { ProjektField } from '../../components/pickers/projekte/projekt-field';
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
  const { register, formState, control } = form;
  const error = (key: 'status' | 'gutachter' | 'datum' | 'gericht' | 'tz') =>
    formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ProjektField form={form} projekt={projekt} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="Datum" placeholder="TT.MM.JJJJ" {...register('datum')} error={error('datum')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Radio.Group label="Status" value={field.value} onChange={field.onChange} error={error('status')}>
              <Group mt={6}>
                {nutzwertStatusListe.map((s) => (
                  <Radio key={s.id} value={String(s.id)} label={s.name} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Gutachter"
          autoFocus={autoFocus}
          {...register('gutachter')}
          error={error('gutachter')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label="Gericht" {...register('gericht')} error={error('gericht')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label="TZ" placeholder="1234/2024" {...register('tz')} error={error('tz')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <WeObjekteTable form={form} disabled={disabled} />
      </Grid.Col>
    </Grid>
  );
}
