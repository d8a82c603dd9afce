import { Grid, Select, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { angebotsobjektStatus, type AngebotsobjektFields, type ProjektKurz } from '@app/domain';
import { ProjektField } from '../../components/pickers/projekte/projekt-field';
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
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ProjektField form={form} projekt={projekt} label={angebotsobjektFieldLabels.projekt_id} />
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
