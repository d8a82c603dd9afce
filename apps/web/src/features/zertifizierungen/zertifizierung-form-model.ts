import type { UseFormReturn } from 'react-hook-form';
import { formatDate, ZertifizierungCreateSchema, type ZertifizierungFields } from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';

export const zertifizierungFieldLabels = {
  projekt_id: 'Projekt',
  typ_id: 'Typ',
  klasse: 'Klasse',
  datum: 'Datum',
  bemerkung: 'Bemerkung',
} as const satisfies Record<keyof ZertifizierungFields, string>;
export const zertifizierungFieldKeys = Object.keys(
  zertifizierungFieldLabels,
) as (keyof ZertifizierungFields)[];

export type ZertifizierungFormValues = Record<keyof ZertifizierungFields, string>;
export type ZertifizierungForm = UseFormReturn<ZertifizierungFormValues, unknown, ZertifizierungFields>;

export function zertifizierungFormValues(
  z?: Partial<ZertifizierungFields> | null,
  projektId?: number | null,
): ZertifizierungFormValues {
  return {
    projekt_id: String(z?.projekt_id ?? projektId ?? ''),
    typ_id: z?.typ_id ?? '',
    klasse: z?.klasse ?? '',
    datum: z?.datum ? formatDate(z.datum) : '',
    bemerkung: z?.bemerkung ?? '',
  };
}

export function useZertifizierungForm(
  z?: Partial<ZertifizierungFields> | null,
  projektId?: number | null,
): ZertifizierungForm {
  return useSchemaForm<ZertifizierungFormValues, ZertifizierungFields>(
    ZertifizierungCreateSchema,
    zertifizierungFormValues(z, projektId),
  );
}
