import { Grid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  formFeldLabels,
  AngebotsobjektFieldsSchema,
  angebotsobjektStatus,
  formatNumber,
  type AngebotsobjektFields,
  type ProjektKurz,
} from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select/choice-select';
import { FormText } from '../../components/form-fields/form-text';
import { ProjektField } from '../../components/pickers/projekte/projekt-field';
import { schemaFormModel, type AreaForm } from '../../lib/form-model';

const decimal = (v: number) => formatNumber(v, 2);
export const angebotsobjektForm = schemaFormModel<AngebotsobjektFields>(
  AngebotsobjektFieldsSchema,
  formFeldLabels.angebotsobjekte,
  {
    // '2' and '2,5' rather than '2,0'
    formats: {
      flaeche: decimal,
      preis: decimal,
      zimmer: (v: number) => formatNumber(v, Number.isInteger(v) ? 0 : 1),
    },
    empty: { status: 'verfuegbar' },
  },
);
const labels = angebotsobjektForm.labels;

const statusOptions = angebotsobjektStatus.map((s) => ({ value: s.value, label: s.label }));

interface FieldsProps {
  form: AreaForm<AngebotsobjektFields>;
  /** The project the form starts with (the record's, or one a link preselects). */
  projekt: ProjektKurz | null;
  autoFocus?: boolean;
}

export function AngebotsobjektFieldsForm({ form, projekt, autoFocus }: FieldsProps) {
  const { formState, control } = form;
  const error = (key: keyof AngebotsobjektFields) => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ProjektField form={form} projekt={projekt} label={labels.projekt_id} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FormText
          form={form}
          name="top_nr"
          label={labels.top_nr}
          required
          placeholder="z. B. Top 3"
          autoFocus={autoFocus}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <FormText form={form} name="flaeche" label={labels.flaeche} inputMode="decimal" />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <FormText form={form} name="zimmer" label={labels.zimmer} inputMode="decimal" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <FormText form={form} name="preis" label={labels.preis} inputMode="decimal" />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <FormText form={form} name="stand" kind="datum" label={labels.stand} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <ChoiceSelect
              label={labels.status}
              data={statusOptions}
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
