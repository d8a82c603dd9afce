import { z } from 'zod';
import { projektsucheStufen } from './projektsuche';
import { searchText } from './schema-helpers';

// The Projektsuche's push and answer; apart from projektsuche.ts, which the web's shell uses, so that the
// shell loads no zod (DESIGN §11).

export const ProjektsucheQuerySchema = z.object({
  q: searchText(),
  id: z.number().int().nonnegative().optional(),
});
export type ProjektsucheQuery = z.output<typeof ProjektsucheQuerySchema>;

export const ProjektTrefferSchema = z.object({
  id: z.number().int(),
  projektnr: z.number().int(),
  name: z.string(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  bezirk: z.string().nullable(),
  kg: z.string().nullable(),
  ez: z.string().nullable(),
  /** The first of the project's firms whose name matched, when one did. */
  firma: z.string().nullable(),
  stufe: z.enum(projektsucheStufen),
});
export type ProjektTreffer = z.output<typeof ProjektTrefferSchema>;

export const ProjektsucheAnswerSchema = z.object({
  id: z.number().int().optional(),
  treffer: z.array(ProjektTrefferSchema),
});
export type ProjektsucheAnswer = z.output<typeof ProjektsucheAnswerSchema>;
