import { Grid, Group, Radio, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { nutzwertStatusListe, type ProjektKurz } from '@app/domain';
import { ProjektTypeahead } from '../../components/pickers/projekte/projekt-typeahead';
import type { NutzwertgutachtenForm } from './nutzwertgutachten-form-model';
import { WeObjekteTable } from './we-objekte-table';

/** The appraisal's fields: project, status radios (0 Neu … 3 Geprüft), expert, date, court reference, WE-Objekte. */
export function NutzwertgutachtenFieldsForm({
  form,
  projekt,
  onProjektChange,
  disabled,
  autoFocus,
}: {
  form: NutzwertgutachtenForm;
  projekt: ProjektKurz | null;
  onProjektChange: (projekt: ProjektKurz | null) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { register, formState, setValue, control } = form;
  const error = (key: 'projekt_id' | 'status' | 'gutachter' | 'datum' | 'gericht' | 'tz') =>
    formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ProjektTypeahead
          label="Projekt"
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
