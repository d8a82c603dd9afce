import { z } from 'zod';
import { bisVorVon } from './format';
import { idText, isoDate, queryInt } from './schema-helpers';
import { verlaufQuellen, type VerlaufEintrag } from './verlauf';

/** The most rows one CSV export of the Änderungsprotokoll writes (its changes, one line each). */
export const aenderungsprotokollExportMax = 10_000;

const areaKeys = Object.keys(verlaufQuellen) as [
  keyof typeof verlaufQuellen,
  ...(keyof typeof verlaufQuellen)[],
];

/**
 * The admin screen 'Änderungsprotokoll' (issue 28): the audit log across records, filtered by user,
 * area (its records and their assignments), period (von/bis, whole days) and field; `vor` pages on.
 */
const filter = z.object({
  user_id: idText('Ungültige BenutzerIn.').optional(),
  area: z.enum(areaKeys, { error: 'Unbekannter Bereich.' }).optional(),
  von: isoDate().optional(),
  bis: isoDate().optional(),
  feld: z
    .string()
    .trim()
    .max(60, 'Höchstens 60 Zeichen.')
    .regex(/^[a-z0-9_]*$/, 'Ein Feldname besteht aus Kleinbuchstaben, Ziffern und _.')
    .optional(),
});
const range = (f: { von?: string; bis?: string }, ctx: z.RefinementCtx) => {
  const fehler = bisVorVon(f.von ?? null, f.bis ?? null);
  if (fehler) ctx.addIssue({ code: 'custom', path: ['bis'], message: fehler });
};
export const aenderungsprotokollQuery = filter
  .extend({ vor: queryInt(1, Number.MAX_SAFE_INTEGER).optional() })
  .superRefine(range);
/** The CSV export: the filter without paging. */
export const aenderungsprotokollExportQuery = filter.superRefine(range);
export type AenderungsprotokollQuery = z.output<typeof aenderungsprotokollQuery>;

/**
 * An entry of the Änderungsprotokoll: a Verlauf entry with the area of its record (null: no area's) and
 * the record it shows on (an assignment's: its parent, a buyer's Kaufobjekt) by id and name (null: gone).
 */
export interface AenderungsprotokollEintrag extends VerlaufEintrag {
  area: string | null;
  datensatz_id: number | null;
  datensatz_name: string | null;
}
