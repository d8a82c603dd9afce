import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { formatDate, ZertifizierungCreateSchema, type ZertifizierungFields } from '@app/domain';

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
  return useForm<ZertifizierungFormValues, unknown, ZertifizierungFields>({
    resolver: zodResolver(ZertifizierungCreateSchema) as unknown as Resolver<
      ZertifizierungFormValues,
      unknown,
      ZertifizierungFields
    >,
    defaultValues: zertifizierungFormValues(z, projektId),
  });
}
