import { z } from 'zod';
import type { FormInput } from './form-input';
import { messages } from './messages';
import {
  jsonId,
  jsonVersion,
  optionalIsoDate,
  optionalText,
  pflichtOder,
  safeString,
} from './schema-helpers';
import { editorNamesShape, recordSchema } from './api';

/** Certification types and their classes (DOMAIN 'Valuation'); ÖGNB/TQB rates in points 0–1000. */
export const zertifizierungsTypen = {
  klimaaktiv: { name: 'klimaaktiv', klassen: ['Gold', 'Silber', 'Bronze'] },
  oegni: { name: 'ÖGNI/DGNB', klassen: ['Platin', 'Gold', 'Silber', 'Bronze'] },
  leed: { name: 'LEED', klassen: ['Platinum', 'Gold', 'Silver', 'Certified'] },
  breeam: { name: 'BREEAM', klassen: ['Outstanding', 'Excellent', 'Very Good', 'Good', 'Pass'] },
  oegnb: { name: 'ÖGNB/TQB', klassen: null },
  eu_taxonomie: { name: 'EU-Taxonomie', klassen: ['konform', 'nicht konform'] },
} as const;
export type ZertifizierungsTyp = keyof typeof zertifizierungsTypen;
export const oegnbPunkteMax = 1000;

/** Whether `klasse` belongs to the type; ÖGNB/TQB takes whole points 0–1000 instead of a class name. */
export function zertifizierungsklasseGueltig(typ: ZertifizierungsTyp, klasse: string): boolean {
  const { klassen } = zertifizierungsTypen[typ];
  if (klassen === null) return /^\d{1,4}$/.test(klasse) && Number(klasse) <= oegnbPunkteMax;
  return (klassen as readonly string[]).includes(klasse);
}

// ---- Zertifizierung record (schemas for server and form) ----

export const zertifizierungsTypKeys = Object.keys(zertifizierungsTypen) as [
  ZertifizierungsTyp,
  ...ZertifizierungsTyp[],
];

/** The type's name ('ÖGNI/DGNB'), or the key itself for an unknown one. */
export function zertifizierungsTypName(typ: string): string {
  return (zertifizierungsTypen as Record<string, { name: string }>)[typ]?.name ?? typ;
}

const zertifizierungFields = {
  /** SPEC §3 'typ_id': the type's key ('klimaaktiv', 'oegni', …). */
  typ_id: z.enum(zertifizierungsTypKeys, messages.zertifizierungTypUngueltig),
  /** A class of the type; ÖGNB/TQB: whole points 0–1000 as text. */
  klasse: safeString({ error: pflichtOder(messages.ungueltigeAnfrage) })
    .trim()
    .max(100, messages.zuLang(100)),
  datum: optionalIsoDate(messages.datumUngueltig),
  bemerkung: optionalText(2000),
};

function checkKlasse(value: { typ_id: ZertifizierungsTyp; klasse: string }, ctx: z.RefinementCtx) {
  if (value.klasse === '') {
    ctx.addIssue({ code: 'custom', path: ['klasse'], message: messages.pflichtfeld });
  } else if (!zertifizierungsklasseGueltig(value.typ_id, value.klasse)) {
    const punkte = zertifizierungsTypen[value.typ_id].klassen === null;
    ctx.addIssue({
      code: 'custom',
      path: ['klasse'],
      message: punkte ? messages.zertifizierungPunkteUngueltig : messages.zertifizierungKlasseUngueltig,
    });
  }
}

export const ZertifizierungCreateSchema = z
  .object({ projekt_id: jsonId(messages.projektPflicht), ...zertifizierungFields })
  .superRefine(checkKlasse);
export const ZertifizierungUpdateSchema = z
  .object({ projekt_id: jsonId(messages.projektPflicht), ...zertifizierungFields, version: jsonVersion })
  .superRefine(checkKlasse);
export type ZertifizierungInput = FormInput<z.input<typeof ZertifizierungCreateSchema>>;
export type ZertifizierungFields = z.output<typeof ZertifizierungCreateSchema>;

export const ZertifizierungSchema = recordSchema({
  projekt_id: z.number().int(),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  typ_id: z.enum(zertifizierungsTypKeys),
  typ_name: z.string(),
  klasse: z.string(),
  datum: z.string().nullable(),
  bemerkung: z.string().nullable(),
  ...editorNamesShape,
});
export type Zertifizierung = z.output<typeof ZertifizierungSchema>;
