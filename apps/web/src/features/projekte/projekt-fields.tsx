import type { ReactNode } from 'react';
import { Grid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { bundeslaender, projektStatus, type ProjektFields } from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select/choice-select';
import { projektFieldLabels, type ProjektForm } from './projekt-form-model';
import { idNameOptions } from '../../lib/options';

const bundeslandOptions = idNameOptions(bundeslaender);
const statusOptions = idNameOptions(projektStatus);

/** The project's master data; `location` is rendered under the address (map and geocoding). */
export function ProjektFieldsForm({
  form,
  autoFocus,
  location,
  afterProjektnr,
}: {
  form: ProjektForm;
  autoFocus?: boolean;
  location?: ReactNode;
  /** Under the first row (the new-Projekt form's Papierkorb hint); brings its own Grid.Col. */
  afterProjektnr?: ReactNode;
}) {
  const { register, formState, control } = form;
  const error = (key: keyof ProjektFields) => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={projektFieldLabels.projektnr}
          required
          inputMode="numeric"
          autoFocus={autoFocus}
          {...register('projektnr')}
          error={error('projektnr')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={projektFieldLabels.name} required {...register('name')} error={error('name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <ChoiceSelect
              label={projektFieldLabels.status}
              data={statusOptions}
              value={field.value}
              onChange={(v) => field.onChange(v ?? '1')}
              onBlur={field.onBlur}
              error={error('status')}
            />
          )}
        />
      </Grid.Col>
      {afterProjektnr}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={projektFieldLabels.strasse} {...register('strasse')} error={error('strasse')} />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>
        <TextInput
          label={projektFieldLabels.plz}
          inputMode="numeric"
          maxLength={4}
          {...register('plz')}
          error={error('plz')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 4 }}>
        <TextInput label={projektFieldLabels.ort} {...register('ort')} error={error('ort')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={projektFieldLabels.bezirk} {...register('bezirk')} error={error('bezirk')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={control}
          name="bundesland_id"
          render={({ field }) => (
            <ChoiceSelect
              label={projektFieldLabels.bundesland_id}
              data={bundeslandOptions}
              clearable
              placeholder="Bundesland wählen"
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={error('bundesland_id')}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <TextInput
          label={projektFieldLabels.kg}
          inputMode="numeric"
          maxLength={5}
          {...register('kg')}
          error={error('kg')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <TextInput label={projektFieldLabels.ez} {...register('ez')} error={error('ez')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label={projektFieldLabels.geo_lat}
          inputMode="decimal"
          {...register('geo_lat')}
          error={error('geo_lat')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label={projektFieldLabels.geo_long}
          inputMode="decimal"
          {...register('geo_long')}
          error={error('geo_long')}
        />
      </Grid.Col>
      {location && <Grid.Col span={12}>{location}</Grid.Col>}
    </Grid>
  );
}
