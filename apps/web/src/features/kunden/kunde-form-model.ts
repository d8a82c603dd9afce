import type { UseFormReturn } from 'react-hook-form';
import { formFeldLabels, KundeCreateSchema, type KundeFields } from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';
import { fieldKeysOf } from '../../lib/form-model';

export const kundeFieldLabels = formFeldLabels.kunden;
export const kundeFieldKeys = fieldKeysOf<KundeFields>(kundeFieldLabels);

export interface KundeFormValues {
  name: string;
  kundennr: string;
  aktiv: boolean;
  /** '' none, '0' Sidefile, '1' Schnittstelle */
  monitoring_art: string;
  intervall_tage: string;
  monitoring_url: string;
  bemerkung: string;
}
export type KundeForm = UseFormReturn<KundeFormValues, unknown, KundeFields>;

export function kundeFormValues(k?: Partial<KundeFields> | null): KundeFormValues {
  return {
    name: k?.name ?? '',
    kundennr: k?.kundennr ?? '',
    aktiv: k?.aktiv ?? true,
    monitoring_art:
      k?.monitoring_art === null || k?.monitoring_art === undefined ? '' : String(k.monitoring_art),
    intervall_tage: String(k?.intervall_tage ?? 7),
    monitoring_url: k?.monitoring_url ?? '',
    bemerkung: k?.bemerkung ?? '',
  };
}

export function useKundeForm(k?: Partial<KundeFields> | null): KundeForm {
  return useSchemaForm<KundeFormValues, KundeFields>(KundeCreateSchema, kundeFormValues(k));
}

/** The form model the edit form takes (useModelEdit). */
export const kundeFormModel = {
  useForm: useKundeForm,
  formValues: kundeFormValues,
  fieldKeys: kundeFieldKeys,
};
