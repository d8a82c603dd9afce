import { z } from 'zod';
import type { FormInput } from './form-input';
import { messages } from './messages';
import { parseDecimal } from './format';
import {
  catalogueChoice,
  jsonId,
  jsonIdArray,
  jsonVersion,
  optionalIsoDate,
  optionalJsonId,
  optionalText,
  wholeNumber,
} from './schema-helpers';
import { editorNamesShape, recordSchema } from './api';
import { maxPerPage } from './list';

/** DOMAIN 'Transactions': Kaufobjekt status; 1 Erfasst is the default action (also on Enter, SPEC §4). */
export const kaufobjektStatus = [
  { id: 0, name: 'Entwurf' },
  { id: 1, name: 'Erfasst' },
  { id: 2, name: 'Geprüft' },
  { id: 3, name: 'Rückfrage' },
] as const;
export type KaufobjektStatusId = (typeof kaufobjektStatus)[number]['id'];
/** SPEC §4: Enter submits the change-state button whose target is this status. */
export const kaufobjektStatusEnter: KaufobjektStatusId = 1;

export function kaufobjektStatusName(id: number | null | undefined): string {
  return kaufobjektStatus.find((s) => s.id === id)?.name ?? '';
}

/** Largest amounts the columns hold: numeric(14,2) for money, numeric(10,2) for areas. */
const maxEuro = 999_999_999_999.99;
const maxFlaeche = 99_999_999.99;

/** A non-negative JSON number with at most 2 decimals (beyond JSON Schema: a refine); null when none. */
function optionalAmount(max: number, negativ: string = messages.koBetragNegativ) {
  return z
    .number({ error: messages.keineZahl })
    .min(0, negativ)
    .max(max, messages.wertZuGross)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, messages.koZweiNachkommastellen)
    .nullable()
    .default(null);
}

/** Yes/no as JSON true/false; absent takes the default. */
function flag(defaultValue: boolean) {
  return z.boolean({ error: messages.ungueltigeAnfrage }).default(defaultValue);
}

/** ISO 'YYYY-MM-DD' and a real day (the web converts TT.MM.JJJJ, issue 30). */
const koDatum = optionalIsoDate(messages.koDatumUngueltig);

export const KaufobjektFieldsSchema = z.object({
  projekt_id: jsonId(messages.projektPflicht),
  status: catalogueChoice(
    kaufobjektStatus.map((s) => s.id),
    messages.statusUngueltig,
  ).default(0),
  top_nr: optionalText(50),
  kaufdatum: koDatum,
  nutzflaeche: optionalAmount(maxFlaeche, messages.flaecheNegativ),
  nettopreis: optionalAmount(maxEuro),
  bruttopreis: optionalAmount(maxEuro),
  ust: optionalAmount(maxEuro),
  /** The earlier sale of the same unit (resale); `wiederverkauf` follows it. */
  kaufobjekt_id: optionalJsonId(messages.ungueltigeAnfrage),
  mit_teilungsplan: flag(false),
  ist_marktueblich: flag(true),
  nicht_marktueblich_grund: optionalText(1000),
  tz: optionalText(20),
  tz_jahr: z
    .number({ error: messages.koTzJahrUngueltig })
    .int(messages.koTzJahrUngueltig)
    .min(1900, messages.koTzJahrUngueltig)
    .max(2100, messages.koTzJahrUngueltig)
    .nullable()
    .default(null),
  gericht: optionalText(100),
  /** The deed PDF (a file of the project). */
  datei_id: optionalJsonId(messages.ungueltigeAnfrage),
});
/** Create: buyers collected before the first save (`POST /api/kaufobjekt/kaeufer/add` without id) are claimed. */
export const KaufobjektCreateSchema = KaufobjektFieldsSchema.extend({
  kaeufer_ids: jsonIdArray(100).optional(),
});
export const KaufobjektUpdateSchema = KaufobjektFieldsSchema.extend({ version: jsonVersion });
export type KaufobjektInput = FormInput<z.input<typeof KaufobjektFieldsSchema>>;
export type KaufobjektFields = z.output<typeof KaufobjektFieldsSchema>;

/** What is stored: SPEC §5 wiederverkauf follows kaufobjekt_id; the reason only counts when not marktüblich. */
export interface KaufobjektWerte extends KaufobjektFields {
  wiederverkauf: boolean;
}
export function kaufobjektWerte(fields: KaufobjektFields): KaufobjektWerte {
  return {
    ...fields,
    wiederverkauf: istWiederverkauf(fields.kaufobjekt_id),
    nicht_marktueblich_grund: fields.ist_marktueblich ? null : fields.nicht_marktueblich_grund,
  };
}

/** SPEC §5: the wiederverkauf radio is true when a kaufobjekt is selected and false when it is empty. */
export function istWiederverkauf(kaufobjektId: number | string | null | undefined): boolean {
  return kaufobjektId !== null && kaufobjektId !== undefined && kaufobjektId !== '' && kaufobjektId !== 0;
}

/** SPEC §5: the 'nicht marktüblich' reason is disabled while ist_marktueblich is true. */
export function nichtMarktueblichGrundAktiv(istMarktueblich: boolean): boolean {
  return !istMarktueblich;
}

/** Gross price per m² of usable area, 2 decimals (half away from zero); null without both values. */
export function preisProQuadratmeter(
  bruttopreis: number | null | undefined,
  nutzflaeche: number | null | undefined,
): number | null {
  if (bruttopreis === null || bruttopreis === undefined || !nutzflaeche || nutzflaeche <= 0) return null;
  const cents = (bruttopreis * 100) / nutzflaeche;
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100;
}

/** A buyer (SPEC §3 Kaufobjekt-Kaeufer) with the name to show. */
export const KaufobjektKaeuferSchema = z.object({
  id: z.number().int(),
  kaufobjekt_id: z.number().int().nullable(),
  firma_id: z.number().int().nullable(),
  person_id: z.number().int().nullable(),
  projektadresse: z.boolean().nullable(),
  name: z.string(),
});
export type KaufobjektKaeufer = z.output<typeof KaufobjektKaeuferSchema>;

/** Typeahead item of earlier sales within a project (`GET /api/kaufobjekte?q=&projekt_id=`). */
export const KaufobjektKurzSchema = z.object({
  id: z.number().int(),
  top_nr: z.string().nullable(),
  kaufdatum: z.string().nullable(),
  bruttopreis: z.number().nullable(),
});
export type KaufobjektKurz = z.output<typeof KaufobjektKurzSchema>;

const kaufobjektShape = {
  projekt_id: z.number().int(),
  status: z.number().int(),
  top_nr: z.string().nullable(),
  kaufdatum: z.string().nullable(),
  nutzflaeche: z.number().nullable(),
  nettopreis: z.number().nullable(),
  bruttopreis: z.number().nullable(),
  ust: z.number().nullable(),
  kaufobjekt_id: z.number().int().nullable(),
  wiederverkauf: z.boolean(),
  mit_teilungsplan: z.boolean(),
  ist_marktueblich: z.boolean(),
  nicht_marktueblich_grund: z.string().nullable(),
  tz: z.string().nullable(),
  tz_jahr: z.number().int().nullable(),
  gericht: z.string().nullable(),
  datei_id: z.number().int().nullable(),
  /** The deed the import created it from (issue 25), shown in the deed viewer. */
  urkunde_id: z.number().int().nullable(),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  ...editorNamesShape,
};
export const KaufobjektSchema = recordSchema(kaufobjektShape);
export type Kaufobjekt = z.output<typeof KaufobjektSchema>;

/** A list row: the buyers' names joined, the project's number and name. */
export const KaufobjektZeileSchema = recordSchema({
  ...kaufobjektShape,
  kaeufer_namen: z.string().nullable(),
});
export type KaufobjektZeile = z.output<typeof KaufobjektZeileSchema>;

/** GET /api/kaufobjekte/{id}: the record with its buyers, the earlier sale and the deed file's name. */
export const KaufobjektDetailSchema = recordSchema({
  ...kaufobjektShape,
  kaeufer: z.array(KaufobjektKaeuferSchema),
  vorher: KaufobjektKurzSchema.nullable(),
  datei_name: z.string().nullable(),
});
export type KaufobjektDetail = z.output<typeof KaufobjektDetailSchema>;

export function kaufobjektDisplay(k: Pick<KaufobjektKurz, 'id' | 'top_nr' | 'kaufdatum'>): string {
  const datum = k.kaufdatum ? k.kaufdatum.split('-').reverse().join('.') : null;
  return [k.top_nr ? `Top ${k.top_nr}` : `Kaufobjekt ${k.id}`, datum].filter(Boolean).join(' · ');
}

/** Create and update answer this besides status and data: the client adds ko_duplicate_warning to the URL when it is true. */
export const kaufobjektSaveAnswerShape = { ko_duplicate_warning: z.boolean() };
export interface KaufobjektSaveAnswer {
  status: 'ok';
  data: KaufobjektDetail;
  ko_duplicate_warning: boolean;
}

/** Filter values the list understands: a status id, a price (comma accepted), a project id. */
export function kaufobjektFilterFehler(key: string, value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (key === 'preis_von' || key === 'preis_bis') {
    const n = parseDecimal(v);
    return n === null || n < 0 ? messages.keineZahl : null;
  }
  if (key === 'projekt_id' || key === 'projektnr') return wholeNumber(v) === null ? messages.keineZahl : null;
  if (key === 'status')
    return kaufobjektStatus.some((s) => String(s.id) === v) ? null : messages.statusUngueltig;
  return null;
}

/**
 * SPEC §7 `POST /api/kaufobjekt/{id}/kaeufer/add` (and without id), body firma_id, person_id; persons
 * carry projektadresse. SPEC §5: a buyer needs a firma or a person (one of them).
 */
export const KaufobjektKaeuferAddSchema = z
  .object({
    firma_id: optionalJsonId(messages.koKaeuferPflicht),
    person_id: optionalJsonId(messages.koKaeuferPflicht),
    projektadresse: flag(false),
  })
  .superRefine((v, ctx) => {
    if (v.firma_id === null && v.person_id === null) {
      ctx.addIssue({ code: 'custom', path: ['firma_id'], message: messages.koKaeuferPflicht });
    } else if (v.firma_id !== null && v.person_id !== null) {
      ctx.addIssue({ code: 'custom', path: ['firma_id'], message: messages.koKaeuferEinerVonBeiden });
    }
  });
export type KaufobjektKaeuferAdd = z.output<typeof KaufobjektKaeuferAddSchema>;

/** The query string key that shows the duplicate warning (SPEC §5). */
/**
 * SPEC §6: while an admin acts as another user, 'all' is not exported; a selection is, up to one list page
 * of rows (`maxPerPage`), so a hand-made list of every id cannot stand in for 'all' (issue 24).
 */
export const koExportAuswahlAlsAndereMax = maxPerPage;

export const koDuplicateWarningParam = 'ko_duplicate_warning';
