import { Grid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import {
  formatDate,
  formatNumber,
  VermarktungFieldsSchema,
  type ProjektKurz,
  type VermarktungFields,
} from '@app/domain';
import { ProjektTypeahead } from '../../components/pickers/projekte/projekt-typeahead';

export const vermarktungFieldLabels = {
  projekt_id: 'Projekt',
  vermarktungsstart: 'Vermarktungsstart',
  website: 'Website',
  provision: 'Provision (%)',
} as const satisfies Record<keyof VermarktungFields, string>;
export const vermarktungFieldKeys = Object.keys(vermarktungFieldLabels) as (keyof VermarktungFields)[];

export type VermarktungFormValues = Record<keyof VermarktungFields, string>;
export type VermarktungForm = UseFormReturn<VermarktungFormValues, unknown, VermarktungFields>;

export function vermarktungFormValues(
  v?: Partial<VermarktungFields> | null,
  projektId?: number | null,
): VermarktungFormValues {
  return {
    projekt_id: String(v?.projekt_id ?? projektId ?? ''),
    vermarktungsstart: v?.vermarktungsstart ? formatDate(v.vermarktungsstart) : '',
    website: v?.website ?? '',
    provision: v?.provision === null || v?.provision === undefined ? '' : formatNumber(v.provision, 2),
  };
}

export function useVermarktungForm(
  values?: Partial<VermarktungFields> | null,
  projektId?: number | null,
): VermarktungForm {
  return useForm<VermarktungFormValues, unknown, VermarktungFields>({
    resolver: zodResolver(VermarktungFieldsSchema) as unknown as Resolver<
      VermarktungFormValues,
      unknown,
      VermarktungFields
    >,
    defaultValues: vermarktungFormValues(values, projektId),
  });
}

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
