import { Grid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { withFormInput } from '../../../lib/form-input';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { formFeldLabels, PersonFieldsSchema, type PersonFields, type PersonInput } from '@app/domain';
import { fieldKeysOf } from '../../../lib/form-model';

export const personFieldLabels = formFeldLabels.personen;

export const personFieldKeys = fieldKeysOf<PersonFields>(personFieldLabels);

export type PersonForm = UseFormReturn<PersonInput, unknown, PersonFields>;

/** Form values of a record: inputs hold strings, the schema turns empty ones back into null. */
export function personFormValues(person?: Partial<PersonFields> | null): PersonInput {
  return {
    titel: person?.titel ?? '',
    vorname: person?.vorname ?? '',
    nachname: person?.nachname ?? '',
    email: person?.email ?? '',
    telefon: person?.telefon ?? '',
  };
}

/** The shared schema gives the browser the server's German messages; the server still checks. */
export function usePersonForm(values?: Partial<PersonFields> | null): PersonForm {
  return useForm({
    resolver: withFormInput(PersonFieldsSchema, zodResolver(PersonFieldsSchema)),
    defaultValues: personFormValues(values),
  });
}

/** Titel, Vorname, Nachname, E-Mail, Telefon: used by create, edit and the modal of other forms. */
export function PersonFieldsForm({ form, autoFocus }: { form: PersonForm; autoFocus?: boolean }) {
  const { register, formState } = form;
  const error = (key: keyof PersonFields) => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <TextInput label={personFieldLabels.titel} {...register('titel')} error={error('titel')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label={personFieldLabels.vorname}
          required
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          {...register('vorname')}
          error={error('vorname')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label={personFieldLabels.nachname}
          required
          {...register('nachname')}
          error={error('nachname')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={personFieldLabels.email}
          type="email"
          {...register('email')}
          error={error('email')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={personFieldLabels.telefon}
          type="tel"
          {...register('telefon')}
          error={error('telefon')}
        />
      </Grid.Col>
    </Grid>
  );
}

/** The form model the edit form takes (useModelEdit). */
export const personFormModel = {
  useForm: usePersonForm,
  formValues: personFormValues,
  fieldKeys: personFieldKeys,
};
