import { z } from 'zod';
import type { FormInput } from './form-input';
import { messages } from './messages';
import { optionalWebUrl } from './fields';
import { jsonId, jsonIdArray, jsonVersion, optionalIsoDate } from './schema-helpers';
import { editorNamesShape, recordSchema } from './api';

/** The provision is a share in percent: 0 to 100, rounded to 2 decimals. */
export const provisionMax = 100;

const vermarktungObject = z.object({
  projekt_id: jsonId(messages.projektPflicht),
  vermarktungsstart: optionalIsoDate(messages.datumUngueltig),
  website: optionalWebUrl,
  provision: z
    .number({ error: messages.keineZahl })
    .min(0, messages.vermarktungProvisionUngueltig)
    .max(provisionMax, messages.vermarktungProvisionUngueltig)
    .transform((n) => Math.round(n * 100) / 100)
    .nullable()
    .default(null),
});

export const VermarktungFieldsSchema = vermarktungObject;
/** Create also claims the brokers collected before the first save (ids answered by `POST /api/vermarktung/makler/add`). */
export const VermarktungCreateSchema = vermarktungObject.extend({
  makler_ids: jsonIdArray(100).default([]),
});
export const VermarktungUpdateSchema = vermarktungObject.extend({ version: jsonVersion });
export type VermarktungInput = FormInput<z.input<typeof VermarktungFieldsSchema>>;
export type VermarktungFields = z.output<typeof VermarktungFieldsSchema>;

/** A broker row as answered by the detail and `…/makler/add` (SPEC §7). */
export const VermarktungMaklerSchema = z.looseObject({
  id: z.number().int(),
  vermarktung_id: z.number().int().nullable(),
  firma_id: z.number().int(),
  firma_name: z.string(),
  fbnr: z.string().nullable(),
  ist_makler: z.boolean(),
});
export type VermarktungMakler = z.output<typeof VermarktungMaklerSchema>;

const vermarktungShape = {
  projekt_id: z.number().int(),
  vermarktungsstart: z.string().nullable(),
  website: z.string().nullable(),
  provision: z.number().nullable(),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  ...editorNamesShape,
};
export const VermarktungSchema = recordSchema(vermarktungShape);
export type Vermarktung = z.output<typeof VermarktungSchema>;
export const VermarktungZeileSchema = recordSchema({
  ...vermarktungShape,
  makler_namen: z.string().nullable(),
});
export type VermarktungZeile = z.output<typeof VermarktungZeileSchema>;
export const VermarktungDetailSchema = recordSchema({
  ...vermarktungShape,
  makler: z.array(VermarktungMaklerSchema),
});
export type VermarktungDetail = z.output<typeof VermarktungDetailSchema>;

/** SPEC §5/§7: a broker needs a firma. */
export const MaklerAddSchema = z.object({
  firma_id: jsonId(messages.firmaPflicht),
});
