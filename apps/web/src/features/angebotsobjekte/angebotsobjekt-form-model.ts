import type { UseFormReturn } from 'react-hook-form';
import { AngebotsobjektFieldsSchema, formatDate, formatNumber, type AngebotsobjektFields } from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';

export const angebotsobjektFieldLabels = {
  projekt_id: 'Projekt',
  top_nr: 'TopNr',
  flaeche: 'Fläche (m²)',
  zimmer: 'Zimmer',
  preis: 'Preis (€)',
  stand: 'Stand',
  status: 'Status',
} as const satisfies Record<keyof AngebotsobjektFields, string>;

export const angebotsobjektFieldKeys = Object.keys(
  angebotsobjektFieldLabels,
) as (keyof AngebotsobjektFields)[];

/** Inputs hold text as typed (de-AT); the shared schema turns it into numbers, dates and nulls. */
export type AngebotsobjektFormValues = Record<keyof AngebotsobjektFields, string>;
export type AngebotsobjektForm = UseFormReturn<AngebotsobjektFormValues, unknown, AngebotsobjektFields>;

const decimal = (v: number | null | undefined, decimals: number) =>
  v === null || v === undefined ? '' : formatNumber(v, decimals);

export function angebotsobjektFormValues(
  a?: Partial<AngebotsobjektFields> | null,
  projektId?: number | null,
): AngebotsobjektFormValues {
  return {
    projekt_id: a?.projekt_id ? String(a.projekt_id) : projektId ? String(projektId) : '',
    top_nr: a?.top_nr ?? '',
    flaeche: decimal(a?.flaeche, 2),
    // '2' and '2,5' rather than '2,0'
    zimmer:
      a?.zimmer === null || a?.zimmer === undefined
        ? ''
        : formatNumber(a.zimmer, Number.isInteger(a.zimmer) ? 0 : 1),
    preis: decimal(a?.preis, 2),
    stand: a?.stand ? formatDate(a.stand) : '',
    status: a?.status ?? 'verfuegbar',
  };
}

export function useAngebotsobjektForm(
  values?: Partial<AngebotsobjektFields> | null,
  projektId?: number | null,
): AngebotsobjektForm {
  return useSchemaForm<AngebotsobjektFormValues, AngebotsobjektFields>(
    AngebotsobjektFieldsSchema,
    angebotsobjektFormValues(values, projektId),
  );
}
