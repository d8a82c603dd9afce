import { Checkbox, Grid, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  formFeldLabels,
  BenutzerCreateSchema,
  passwortMinLaenge,
  type BenutzerCreate,
  type Permission,
} from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';
import { useVorlagen } from './api';
import { BerechtigungenPicker } from './berechtigungen-picker';
import { WasDarf } from './was-darf';
import { fieldKeysOf } from '../../lib/form-model';

export const benutzerFieldLabels = formFeldLabels.benutzer;
export const benutzerFieldKeys = fieldKeysOf<BenutzerCreate>(benutzerFieldLabels);

export interface BenutzerFormValues {
  email: string;
  name: string;
  aktiv: boolean;
  is_admin: boolean;
  berechtigungen: Permission[];
  vorlage_id: number | null;
  passwort: string;
}
export type BenutzerForm = UseFormReturn<BenutzerFormValues, unknown, BenutzerCreate>;

export function benutzerFormValues(b?: Partial<BenutzerCreate> | null): BenutzerFormValues {
  return {
    email: b?.email ?? '',
    name: b?.name ?? '',
    aktiv: b?.aktiv ?? true,
    is_admin: b?.is_admin ?? false,
    berechtigungen: [...(b?.berechtigungen ?? [])],
    vorlage_id: b?.vorlage_id ?? null,
    passwort: '',
  };
}

export function useBenutzerForm(b?: Partial<BenutzerCreate> | null): BenutzerForm {
  return useSchemaForm<BenutzerFormValues, BenutzerCreate>(BenutzerCreateSchema, benutzerFormValues(b));
}

/** E-mail, name, flags, (on create) the initial password, and the permissions with their template. */
export function BenutzerFieldsForm({
  form,
  create,
  autoFocus,
  disabled,
}: {
  form: BenutzerForm;
  create?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const { register, formState, setValue, control } = form;
  const error = (key: keyof BenutzerFormValues) => formState.errors[key]?.message;
  const berechtigungen = useWatch({ control, name: 'berechtigungen' });
  const vorlageId = useWatch({ control, name: 'vorlage_id' });
  const isAdmin = useWatch({ control, name: 'is_admin' });
  const aktiv = useWatch({ control, name: 'aktiv' });
  const vorlagen = useVorlagen().data;
  return (
    <Stack>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={benutzerFieldLabels.email}
            required
            type="email"
            autoFocus={autoFocus}
            {...register('email')}
            error={error('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={benutzerFieldLabels.name} required {...register('name')} error={error('name')} />
        </Grid.Col>
        {create && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PasswordInput
              label={benutzerFieldLabels.passwort}
              description={`Leer lassen: danach einen Einmal-Link zum Setzen erzeugen. Mindestens ${passwortMinLaenge} Zeichen, ohne E-Mail-Adresse.`}
              autoComplete="new-password"
              {...register('passwort')}
              error={error('passwort')}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: create ? 6 : 12 }}>
          <Stack gap="xs" mt={create ? 'lg' : 0}>
            <Checkbox label="Aktiv (kann sich anmelden)" {...register('aktiv')} />
            <Checkbox label="Administrator (hat alle Berechtigungen)" {...register('is_admin')} />
          </Stack>
        </Grid.Col>
      </Grid>
      <BerechtigungenPicker
        value={berechtigungen}
        onChange={(next) => setValue('berechtigungen', next, { shouldDirty: true })}
        vorlagen={vorlagen}
        vorlageId={vorlageId}
        onVorlageChange={(id) => setValue('vorlage_id', id, { shouldDirty: true })}
        disabled={disabled}
      />
      <WasDarf isAdmin={isAdmin} berechtigungen={berechtigungen} aktiv={aktiv} />
    </Stack>
  );
}

/** The form model the edit form takes (useModelEdit). */
export const benutzerFormModel = {
  useForm: useBenutzerForm,
  formValues: benutzerFormValues,
  fieldKeys: benutzerFieldKeys,
};
