import { Grid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { withFormInput } from '../../../lib/form-input';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { formFeldLabels, PersonFieldsSchema, type PersonFields, type PersonInput } from '@app/domain';
import { FormText } from '../../form-fields/form-text';

export const personFieldLabels = formFeldLabels.personen;

export const personFieldKeys = Object.keys(personFieldLabels) as (keyof PersonFields)[];

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
        <FormText
          form={form}
          name="vorname"
          label={personFieldLabels.vorname}
          required
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <FormText form={form} name="nachname" label={personFieldLabels.nachname} required />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FormText form={form} name="email" label={personFieldLabels.email} type="email" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FormText form={form} name="telefon" label={personFieldLabels.telefon} type="tel" />
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
