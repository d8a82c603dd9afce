import type { UseFormReturn } from 'react-hook-form';
import { formFeldLabels, ProjektFieldsSchema, type ProjektFields } from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';
import { fieldKeysOf } from '../../lib/form-model';

export const projektFieldLabels = formFeldLabels.projekte;

export const projektFieldKeys = fieldKeysOf<ProjektFields>(projektFieldLabels);

/** Inputs hold text; the shared schema turns it into numbers and nulls (the server checks again). */
export type ProjektFormValues = Record<keyof ProjektFields, string>;
export type ProjektForm = UseFormReturn<ProjektFormValues, unknown, ProjektFields>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function projektFormValues(p?: Partial<ProjektFields> | null): ProjektFormValues {
  return {
    projektnr: text(p?.projektnr),
    name: text(p?.name),
    strasse: text(p?.strasse),
    plz: text(p?.plz),
    ort: p ? text(p.ort) : 'Wien',
    bezirk: text(p?.bezirk),
    bundesland_id: p ? text(p.bundesland_id) : '9',
    geo_lat: text(p?.geo_lat).replace('.', ','),
    geo_long: text(p?.geo_long).replace('.', ','),
    kg: text(p?.kg),
    ez: text(p?.ez),
    status: text(p?.status ?? 1),
  };
}

export function useProjektForm(values?: Partial<ProjektFields> | null): ProjektForm {
  return useSchemaForm<ProjektFormValues, ProjektFields>(ProjektFieldsSchema, projektFormValues(values));
}

/** The form model the edit form takes (useModelEdit). */
export const projektFormModel = {
  useForm: useProjektForm,
  formValues: projektFormValues,
  fieldKeys: projektFieldKeys,
};
