import type { UseFormReturn } from 'react-hook-form';
import { formatDate, formatNumber, VermarktungFieldsSchema, type VermarktungFields } from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';

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
  return useSchemaForm<VermarktungFormValues, VermarktungFields>(
    VermarktungFieldsSchema,
    vermarktungFormValues(values, projektId),
  );
}
