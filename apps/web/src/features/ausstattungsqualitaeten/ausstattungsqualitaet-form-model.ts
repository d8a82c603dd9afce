import { zodResolver } from '@hookform/resolvers/zod';
import { withFormInput } from '../../lib/form-input';
import { useForm, type UseFormReturn } from 'react-hook-form';
import {
  AusstattungsqualitaetSchema,
  leereBewertungen,
  parseDecimal,
  type AusstattungsqualitaetDetail,
  type AusstattungsqualitaetFields,
  type AusstattungsqualitaetInput,
  type AusstattungsqualitaetSpezialausstattungZeile,
} from '@app/domain';

export type AusstattungsqualitaetForm = UseFormReturn<
  AusstattungsqualitaetInput,
  unknown,
  AusstattungsqualitaetFields
>;

/** Numbers as the user types them (de-AT decimal comma). */
export const decimalInput = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');
/** What a form input holds as a number, or null. */
export function inputNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseDecimal(value);
  return null;
}
const idInput = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const spezialFormValue = (rows: readonly AusstattungsqualitaetSpezialausstattungZeile[]) =>
  rows.map((s) => ({
    id: s.id,
    spezialausstattung_id: s.spezialausstattung_id,
    gebaeudeteil_id: s.gebaeudeteil_id,
    kategorie: s.kategorie,
  }));

export function ausstattungsqualitaetFormValues(
  bab?: AusstattungsqualitaetDetail | null,
  projektId?: number | null,
): AusstattungsqualitaetInput {
  return {
    projekt_id: bab?.projekt_id ?? projektId ?? '',
    status_online: idInput(bab?.status_online),
    bewertungen: (bab?.bewertungen ?? leereBewertungen()).map((b) => ({
      gebaeudeteil_id: b.gebaeudeteil_id,
      gewichtung: decimalInput(b.gewichtung),
      stufe: b.stufe,
    })),
    hauptheizsystem_id: idInput(bab?.hauptheizsystem_id),
    nebenheizsystem_id: idInput(bab?.nebenheizsystem_id),
    gka_qualitaet_id: idInput(bab?.gka_qualitaet_id),
    nutzflaeche: decimalInput(bab?.nutzflaeche),
    hwbm: decimalInput(bab?.hwbm),
    fgeem: decimalInput(bab?.fgeem),
    co2m: decimalInput(bab?.co2m),
    pebm: decimalInput(bab?.pebm),
    pebm_ern: decimalInput(bab?.pebm_ern),
    hwb: bab?.hwb ?? '',
    fgee: bab?.fgee ?? '',
    co2: bab?.co2 ?? '',
    peb: bab?.peb ?? '',
    spezialausstattung: spezialFormValue(bab?.spezialausstattung ?? []),
  } as AusstattungsqualitaetInput;
}

/** The shared schema runs the SPEC §5 submit checks in the browser; the server runs them again. */
export function useAusstattungsqualitaetForm(
  bab?: AusstattungsqualitaetDetail | null,
  projektId?: number | null,
): AusstattungsqualitaetForm {
  return useForm({
    resolver: withFormInput(AusstattungsqualitaetSchema, zodResolver(AusstattungsqualitaetSchema)),
    defaultValues: ausstattungsqualitaetFormValues(bab, projektId),
  });
}

/** Top-level fields whose server messages show under their input. */
export const ausstattungsqualitaetFieldKeys = [
  'projekt_id',
  'status_online',
  'gewichtung',
  'hauptheizsystem_id',
  'nebenheizsystem_id',
  'gka_qualitaet_id',
  'nutzflaeche',
  'hwbm',
  'fgeem',
  'co2m',
  'pebm',
  'pebm_ern',
  'hwb',
  'fgee',
  'co2',
  'peb',
  ...Array.from({ length: 17 }, (_, i) => `bewertungen.${i}.stufe`),
  ...Array.from({ length: 17 }, (_, i) => `bewertungen.${i}.gewichtung`),
];
