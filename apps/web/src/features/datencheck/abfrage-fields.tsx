import { Checkbox, Grid, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { withFormInput } from '../../lib/form-input';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  formFeldLabels,
  AbfrageCreateSchema,
  abfragearten,
  bundeslaender,
  datencheckThemen,
  type AbfrageCreate,
  type FormInput,
} from '@app/domain';
import { idNameOptions } from '../../lib/options';
import { ChoiceSelect } from '../../components/choice-select/choice-select';
import { ChoiceMultiSelect } from '../../components/choice-select/choice-multi-select';
import { FormText } from '../../components/form-fields/form-text';
import { fieldKeysOf } from '../../lib/form-model';

export const abfrageFieldLabels = formFeldLabels.datencheck;
export const abfrageFieldKeys = fieldKeysOf<AbfrageCreate>(abfrageFieldLabels);
const themaOptions = datencheckThemen.map((thema) => ({ value: thema, label: thema }));

export type AbfrageInput = FormInput<z.input<typeof AbfrageCreateSchema>>;
export type AbfrageForm = UseFormReturn<AbfrageInput, unknown, AbfrageCreate>;

export function abfrageFormValues(a?: Partial<AbfrageCreate> | null): AbfrageInput {
  return {
    name: a?.name ?? '',
    beschreibung: a?.beschreibung ?? '',
    sql: a?.sql ?? '',
    themen: a?.themen ?? [],
    bundesland_id: a?.bundesland_id ?? null,
    abfrageart_id: a?.abfrageart_id ?? 1,
    link: a?.link ?? '',
    aktiv: a?.aktiv ?? true,
  };
}

export function useAbfrageForm(values?: Partial<AbfrageCreate> | null): AbfrageForm {
  return useForm({
    resolver: withFormInput(AbfrageCreateSchema, zodResolver(AbfrageCreateSchema)),
    defaultValues: abfrageFormValues(values),
  });
}

/**
 * A check's fields; before saving, the server parses the SQL (one SELECT over the allowed tables and functions)
 * and plans it as the role datencheck_leser, and answers its German reason on `sql`.
 */
export function AbfrageFieldsForm({ form, autoFocus }: { form: AbfrageForm; autoFocus?: boolean }) {
  const { register, formState, control } = form;
  const error = (key: keyof AbfrageCreate) => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <FormText form={form} name="name" label={abfrageFieldLabels.name} required autoFocus={autoFocus} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={control}
          name="abfrageart_id"
          render={({ field }) => (
            <ChoiceSelect
              label={abfrageFieldLabels.abfrageart_id}
              required
              data={idNameOptions(abfragearten)}
              value={field.value === undefined ? null : String(field.value)}
              onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
              error={error('abfrageart_id')}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={abfrageFieldLabels.beschreibung}
          required
          autosize
          minRows={2}
          {...register('beschreibung')}
          error={error('beschreibung')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={abfrageFieldLabels.sql}
          description="Eine einzelne SELECT-Abfrage (auch mit WITH) über die Fachtabellen, nur mit gängigen Funktionen; sie läuft nur lesend, mit Zeit- und Zeilengrenze. Passwörter, Sitzungen, Schlüssel und Einstellungen sind nicht lesbar."
          required
          autosize
          minRows={4}
          styles={{ input: { fontFamily: 'monospace' } }}
          {...register('sql')}
          error={error('sql')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          control={control}
          name="themen"
          render={({ field }) => (
            <ChoiceMultiSelect
              label={abfrageFieldLabels.themen}
              required
              maxValues={3}
              data={themaOptions}
              value={(field.value as string[]) ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={error('themen')}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          control={control}
          name="bundesland_id"
          render={({ field }) => (
            <ChoiceSelect
              label={abfrageFieldLabels.bundesland_id}
              placeholder="Alle"
              clearable
              data={idNameOptions(bundeslaender)}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v === null ? null : Number(v))}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={abfrageFieldLabels.link} {...register('link')} error={error('link')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }} pt={36}>
        <Checkbox label={abfrageFieldLabels.aktiv} {...register('aktiv')} />
      </Grid.Col>
    </Grid>
  );
}
