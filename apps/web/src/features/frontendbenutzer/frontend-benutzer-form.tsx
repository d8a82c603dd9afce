import { Checkbox, Grid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import {
  formFeldLabels,
  FrontendBenutzerCreateSchema,
  type FrontendBenutzerFields,
  type IdName,
} from '@app/domain';
import { KundeTypeahead } from '../../components/pickers/monitor/id-name-typeahead';
import { useSchemaForm } from '../../lib/schema-form';

export const frontendBenutzerFieldLabels = formFeldLabels.frontendbenutzer;
export const frontendBenutzerFieldKeys = Object.keys(
  frontendBenutzerFieldLabels,
) as (keyof FrontendBenutzerFields)[];

export interface FrontendBenutzerFormValues {
  kunde_id: string;
  name: string;
  email: string;
  admin: boolean;
  aktiv: boolean;
}
export type FrontendBenutzerForm = UseFormReturn<FrontendBenutzerFormValues, unknown, FrontendBenutzerFields>;

export function frontendBenutzerFormValues(
  b?: Partial<FrontendBenutzerFields> | null,
): FrontendBenutzerFormValues {
  return {
    kunde_id: b?.kunde_id ? String(b.kunde_id) : '',
    name: b?.name ?? '',
    email: b?.email ?? '',
    admin: b?.admin ?? false,
    aktiv: b?.aktiv ?? true,
  };
}

export function useFrontendBenutzerForm(b?: Partial<FrontendBenutzerFields> | null): FrontendBenutzerForm {
  return useSchemaForm<FrontendBenutzerFormValues, FrontendBenutzerFields>(
    FrontendBenutzerCreateSchema,
    frontendBenutzerFormValues(b),
  );
}

/** Kunde (typeahead), name, e-mail, and whether the user is the customer's own admin. */
export function FrontendBenutzerFieldsForm({
  form,
  kunde,
  onKundeChange,
  autoFocus,
}: {
  form: FrontendBenutzerForm;
  kunde: IdName | null;
  onKundeChange: (k: IdName | null) => void;
  autoFocus?: boolean;
}) {
  const { register, formState, setValue } = form;
  const error = (key: keyof FrontendBenutzerFields) => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <KundeTypeahead
          label={frontendBenutzerFieldLabels.kunde_id}
          placeholder="Name des Kunden …"
          value={kunde}
          onChange={(k) => {
            onKundeChange(k);
            setValue('kunde_id', k ? String(k.id) : '', { shouldDirty: true });
          }}
          error={error('kunde_id')}
          required
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={frontendBenutzerFieldLabels.name}
          required
          autoFocus={autoFocus}
          {...register('name')}
          error={error('name')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={frontendBenutzerFieldLabels.email}
          type="email"
          required
          {...register('email')}
          error={error('email')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }} pt="xl">
        <Checkbox label={frontendBenutzerFieldLabels.admin} {...register('admin')} />
        <Checkbox mt="xs" label={frontendBenutzerFieldLabels.aktiv} {...register('aktiv')} />
      </Grid.Col>
    </Grid>
  );
}

/** The form model the edit form takes (useModelEdit). */
export const frontendBenutzerFormModel = {
  useForm: useFrontendBenutzerForm,
  formValues: frontendBenutzerFormValues,
  fieldKeys: frontendBenutzerFieldKeys,
};
