import { useState } from 'react';
import { Grid, Select, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import {
  AngebotsobjektFieldsSchema,
  angebotsobjektStatus,
  formatDate,
  formatNumber,
  type AngebotsobjektFields,
  type ProjektKurz,
} from '@app/domain';
import { ProjektTypeahead } from '../../components/pickers/projekte/projekt-typeahead';

export const angebotsobjektFieldLabels = {
  projekt_id: 'Projekt',
  top_nr: 'TopNr',
  flaeche: 'Fläche (m²)',
  zimmer: 'Zimmer',
  preis: 'Preis (€)',
  stand: 'Stand',
  status: 'Status',
} as const satisfies Record<keyof AngebotsobjektFields, string>;

export const angebotsobjektFieldKeys = Object.keys(angebotsobjektFieldLabels) as (keyof AngebotsobjektFields)[];

/** Inputs hold text as typed (de-AT); the shared schema turns it into numbers, dates and nulls. */
export type AngebotsobjektFormValues = Record<keyof AngebotsobjektFields, string>;
export type AngebotsobjektForm = UseFormReturn<AngebotsobjektFormValues, unknown, AngebotsobjektFields>;

const decimal = (v: number | null | undefined, decimals: number) =>
  v === null || v === undefined ? '' : formatNumber(v, decimals);

export function angebotsobjektFormValues(a?: Partial<AngebotsobjektFields> | null, projektId?: number | null): AngebotsobjektFormValues {
  return {
    projekt_id: a?.projekt_id ? String(a.projekt_id) : projektId ? String(projektId) : '',
    top_nr: a?.top_nr ?? '',
    flaeche: decimal(a?.flaeche, 2),
    // '2' and '2,5' rather than '2,0'
    zimmer: a?.zimmer === null || a?.zimmer === undefined ? '' : formatNumber(a.zimmer, Number.isInteger(a.zimmer) ? 0 : 1),
    preis: decimal(a?.preis, 2),
    stand: a?.stand ? formatDate(a.stand) : '',
    status: a?.status ?? 'verfuegbar',
  };
}

export function useAngebotsobjektForm(values?: Partial<AngebotsobjektFields> | null, projektId?: number | null): AngebotsobjektForm {
  return useForm<AngebotsobjektFormValues, unknown, AngebotsobjektFields>({
    resolver: zodResolver(AngebotsobjektFieldsSchema) as unknown as Resolver<
      AngebotsobjektFormValues,
      unknown,
      AngebotsobjektFields
    >,
    defaultValues: angebotsobjektFormValues(values, projektId),
  });
}

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
