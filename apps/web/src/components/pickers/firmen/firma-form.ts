import { zodResolver } from '@hookform/resolvers/zod';
import { withFormInput } from '../../../lib/form-input';
import { useForm, type UseFormReturn } from 'react-hook-form';
import {
  formFeldLabels,
  defaultLand,
  FirmaFieldsSchema,
  type FirmaFields,
  type FirmaInput,
  type FirmaRolle,
} from '@app/domain';
import { fieldKeysOf } from '../../../lib/form-model';

export const firmaFieldLabels = formFeldLabels.firmen;

/** The flag of each role a firm can have (SPEC §2 'Rollen'). */
export const firmaRolleFlags = {
  bautraeger: 'ist_bautraeger',
  kaeufer: 'ist_kaeufer',
  makler: 'ist_makler',
} as const satisfies Record<FirmaRolle, keyof FirmaFields>;

export const firmaFieldKeys = fieldKeysOf<FirmaFields>(firmaFieldLabels);

export type FirmaForm = UseFormReturn<FirmaInput, unknown, FirmaFields>;

/** Form values of a record: inputs hold strings, the schema turns empty ones back into null. */
export function firmaFormValues(firma?: Partial<FirmaFields> | null): FirmaInput {
  return {
    name: firma?.name ?? '',
    fbnr: firma?.fbnr ?? '',
    land: firma?.land ?? defaultLand,
    plz: firma?.plz ?? '',
    ort: firma?.ort ?? '',
    adresse: firma?.adresse ?? '',
    geo_lat: firma?.geo_lat ?? '',
    geo_long: firma?.geo_long ?? '',
    ist_bautraeger: firma?.ist_bautraeger ?? false,
    ist_kaeufer: firma?.ist_kaeufer ?? false,
    ist_makler: firma?.ist_makler ?? false,
    bautraeger_info: firma?.bautraeger_info ?? '',
    kaeufer_info: firma?.kaeufer_info ?? '',
    makler_info: firma?.makler_info ?? '',
    funktionskennung: firma?.funktionskennung ?? '',
    rechtsform: firma?.rechtsform ?? '',
    sitz: firma?.sitz ?? '',
  };
}

/** The shared schema gives the browser the server's German messages; the server still checks. */
export function useFirmaForm(values?: Partial<FirmaFields> | null): FirmaForm {
  return useForm({
    resolver: withFormInput(FirmaFieldsSchema, zodResolver(FirmaFieldsSchema)),
    defaultValues: firmaFormValues(values),
  });
}

/** The form model the edit form takes (useModelEdit). */
export const firmaFormModel = {
  useForm: useFirmaForm,
  formValues: firmaFormValues,
  fieldKeys: firmaFieldKeys,
};
