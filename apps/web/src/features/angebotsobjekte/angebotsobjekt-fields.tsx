import { useState } from 'react';
import { Grid, Select, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { angebotsobjektStatus, type AngebotsobjektFields, type ProjektKurz } from '@app/domain';
import { ProjektTypeahead } from '../../components/pickers/projekte/projekt-typeahead';
import { angebotsobjektFieldLabels, type AngebotsobjektForm } from './angebotsobjekt-form-model';

const statusOptions = angebotsobjektStatus.map((s) => ({ value: s.value, label: s.label }));

interface FieldsProps {
  form: AngebotsobjektForm;
  /** The project the form starts with (the record's, or one a link preselects). */
  projekt: ProjektKurz | null;
  autoFocus?: boolean;
}

export function AngebotsobjektFieldsForm({ form, projekt, autoFocus }: FieldsProps) {
  const { register, formState, control } = form;
  const error = (key: keyof AngebotsobjektFields) => formState.errors[key]?.message;
  // The chosen project as the typeahead shows it; the form holds only its id.
  const [picked, setPicked] = useState<ProjektKurz | null>(null);
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Controller
          control={control}
          name="projekt_id"
          render={({ field }) => {
            const shown = [picked, projekt].find((p) => p && String(p.id) === field.value) ?? null;
            return (
              <ProjektTypeahead
                label={angebotsobjektFieldLabels.projekt_id}
                placeholder="Projektnr. oder Name …"
                required
                value={shown}
                onChange={(p) => {
                  setPicked(p);
                  field.onChange(p ? String(p.id) : '');
                }}
                error={error('projekt_id')}
              />
            );
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={angebotsobjektFieldLabels.top_nr}
          required
          placeholder="z. B. Top 3"
          autoFocus={autoFocus}
          {...register('top_nr')}
          error={error('top_nr')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput label={angebotsobjektFieldLabels.flaeche} inputMode="decimal" {...register('flaeche')} error={error('flaeche')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <TextInput label={angebotsobjektFieldLabels.zimmer} inputMode="decimal" {...register('zimmer')} error={error('zimmer')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label={angebotsobjektFieldLabels.preis} inputMode="decimal" {...register('preis')} error={error('preis')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <TextInput label={angebotsobjektFieldLabels.stand} placeholder="TT.MM.JJJJ" {...register('stand')} error={error('stand')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label={angebotsobjektFieldLabels.status}
              data={statusOptions}
              allowDeselect={false}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'verfuegbar')}
              onBlur={field.onBlur}
              error={error('status')}
            />
          )}
        />
      </Grid.Col>
    </Grid>
  );
}
