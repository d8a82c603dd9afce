import type { UseFormReturn } from 'react-hook-form';
import { AnkaufFieldsSchema, formatDate, formatNumber, type AnkaufFields } from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';

export const ankaufFieldLabels = {
  projekt_id: 'Projekt',
  status: 'Status',
  datum: 'Datum',
  ankaufpreis: 'Ankaufpreis (€)',
  nutzflaeche: 'Nutzfläche (m²)',
  gka: 'GKA (€/m² NFL)',
  doublette: 'Doublette',
} as const satisfies Record<keyof AnkaufFields, string>;
export const ankaufFieldKeys = Object.keys(ankaufFieldLabels) as (keyof AnkaufFields)[];

/** Inputs hold text as typed (de-AT: '1.234,56', 'TT.MM.JJJJ'); the shared schema reads it (the server again). */
export type AnkaufFormValues = Omit<Record<keyof AnkaufFields, string>, 'doublette'> & { doublette: boolean };
export type AnkaufForm = UseFormReturn<AnkaufFormValues, unknown, AnkaufFields>;

/** Also used by the GKA button, which fills gka and nutzflaeche the same way. */
export const decimal = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : formatNumber(v, 2);

export function ankaufFormValues(
  a?: Partial<AnkaufFields> | null,
  projektId?: number | null,
): AnkaufFormValues {
  return {
    projekt_id: String(a?.projekt_id ?? projektId ?? ''),
    status: String(a?.status ?? 0),
    datum: a?.datum ? formatDate(a.datum) : '',
    ankaufpreis: decimal(a?.ankaufpreis),
    nutzflaeche: decimal(a?.nutzflaeche),
    gka: decimal(a?.gka),
    doublette: a?.doublette ?? false,
  };
}

export function useAnkaufForm(values?: Partial<AnkaufFields> | null, projektId?: number | null): AnkaufForm {
  return useSchemaForm<AnkaufFormValues, AnkaufFields>(
    AnkaufFieldsSchema,
    ankaufFormValues(values, projektId),
  );
}
