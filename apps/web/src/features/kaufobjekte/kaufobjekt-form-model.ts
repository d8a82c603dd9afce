import type { UseFormReturn } from 'react-hook-form';
import {
  formFeldLabels,
  KaufobjektFieldsSchema,
  type KaufobjektDetail,
  type KaufobjektFields,
  type KaufobjektKurz,
} from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';
import { formatDate, formatNumber } from '../../lib/format';
import { fieldKeysOf } from '../../lib/form-model';

export const kaufobjektFieldLabels = formFeldLabels.kaufobjekte;

export const kaufobjektFieldKeys = fieldKeysOf<KaufobjektFields>(kaufobjektFieldLabels);

/** Inputs hold text (de-AT numbers and dates); the shared schema turns it into numbers, dates and nulls. */
export type KaufobjektFormValues = {
  [K in keyof KaufobjektFields]: K extends 'mit_teilungsplan' | 'ist_marktueblich' ? boolean : string;
} & {
  /** Shown by the earlier sale's typeahead; not sent (the schema keeps only the id). */
  vorher: KaufobjektKurz | null;
};
export type KaufobjektForm = UseFormReturn<KaufobjektFormValues, unknown, KaufobjektFields>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const amount = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatNumber(v, 2));

export function kaufobjektFormValues(
  k?: KaufobjektDetail | null,
  projektId?: number | null,
): KaufobjektFormValues {
  return {
    projekt_id: text(k?.projekt_id ?? projektId),
    status: text(k?.status ?? 0),
    top_nr: text(k?.top_nr),
    kaufdatum: formatDate(k?.kaufdatum),
    nutzflaeche: amount(k?.nutzflaeche),
    nettopreis: amount(k?.nettopreis),
    bruttopreis: amount(k?.bruttopreis),
    ust: amount(k?.ust),
    vorher: k?.vorher ?? null,
    kaufobjekt_id: text(k?.kaufobjekt_id),
    mit_teilungsplan: k?.mit_teilungsplan ?? false,
    ist_marktueblich: k?.ist_marktueblich ?? true,
    nicht_marktueblich_grund: text(k?.nicht_marktueblich_grund),
    tz: text(k?.tz),
    tz_jahr: text(k?.tz_jahr),
    gericht: text(k?.gericht),
    datei_id: text(k?.datei_id),
  };
}

export function useKaufobjektForm(k?: KaufobjektDetail | null, projektId?: number | null): KaufobjektForm {
  return useSchemaForm<KaufobjektFormValues, KaufobjektFields>(
    KaufobjektFieldsSchema,
    kaufobjektFormValues(k, projektId),
  );
}

/** The form model the edit form takes (useModelEdit). */
export const kaufobjektFormModel = {
  useForm: useKaufobjektForm,
  formValues: kaufobjektFormValues,
  fieldKeys: kaufobjektFieldKeys,
};
