import type { UseFormReturn } from 'react-hook-form';
import {
  formatNumber,
  grundkostenanteil,
  GrundkostenanteilCreateSchema,
  nflBgfStandard,
  parseDecimal,
  widmungFlaechen,
  type GrundkostenanteilErgebnis,
  type Grundkostenanteil,
  type GrundkostenanteilCreate,
  type WidmungZeile,
} from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';

/** Inputs hold text as typed (de-AT '1.234,5'); the shared schema reads it, the server again. */
export interface WidmungWerte {
  widmung: string;
  bauklasse: string;
  flaeche: string;
  hoehe: string;
  hoehe_geschoss: string;
  nfl_bgf: string;
}
export interface GrundkostenanteilFormValues {
  projekt_id: string;
  kaufpreis_summe: string;
  bemerkung: string;
  widmungen: WidmungWerte[];
}
export type GrundkostenanteilForm = UseFormReturn<
  GrundkostenanteilFormValues,
  unknown,
  GrundkostenanteilCreate
>;

const text = (v: number | null | undefined, decimals = 2) =>
  v === null || v === undefined ? '' : formatNumber(v, decimals);

export const leereWidmung = (): WidmungWerte => ({
  widmung: '',
  bauklasse: '',
  flaeche: '',
  hoehe: '',
  hoehe_geschoss: '',
  nfl_bgf: formatNumber(nflBgfStandard, 2),
});

export function grundkostenanteilFormValues(
  gka?: Grundkostenanteil | null,
  projektId?: number | null,
): GrundkostenanteilFormValues {
  return {
    projekt_id: String(gka?.projekt_id ?? projektId ?? ''),
    kaufpreis_summe: text(gka?.kaufpreis_summe, 0),
    bemerkung: gka?.bemerkung ?? '',
    widmungen: (gka?.widmungen ?? []).map((w) => ({
      widmung: w.widmung,
      bauklasse: w.bauklasse ?? '',
      flaeche: text(w.flaeche),
      hoehe: text(w.hoehe),
      hoehe_geschoss: text(w.hoehe_geschoss),
      nfl_bgf: text(w.nfl_bgf, w.nfl_bgf * 100 === Math.round(w.nfl_bgf * 100) ? 2 : 3),
    })),
  };
}

export function useGrundkostenanteilForm(
  gka?: Grundkostenanteil | null,
  projektId?: number | null,
): GrundkostenanteilForm {
  return useSchemaForm<GrundkostenanteilFormValues, GrundkostenanteilCreate>(
    GrundkostenanteilCreateSchema,
    grundkostenanteilFormValues(gka, projektId),
  );
}

const positiv = (t: string) => {
  const n = parseDecimal(t);
  return n !== null && n > 0 ? n : null;
};

/** A row as typed, when complete and valid; null otherwise (it then counts nothing yet). */
function zeileParsed(w: WidmungWerte): WidmungZeile | null {
  const flaeche = positiv(w.flaeche);
  const hoehe = positiv(w.hoehe);
  const hoeheGeschoss = positiv(w.hoehe_geschoss);
  if (flaeche === null || hoehe === null || hoeheGeschoss === null) return null;
  const ratio = w.nfl_bgf.trim() === '' ? nflBgfStandard : parseDecimal(w.nfl_bgf);
  if (ratio === null || !(ratio > 0 && ratio <= 1)) return null;
  return { flaeche, hoehe, hoehe_geschoss: hoeheGeschoss, nfl_bgf: ratio };
}

/** Live storeys / BGF / NFL of one row as typed; null where the row is not complete yet. */
export function zeileLive(w: WidmungWerte) {
  const zeile = zeileParsed(w);
  return zeile && widmungFlaechen(zeile);
}

/** The results as typed, by the same rule the server applies (packages/domain grundkostenanteil). */
export function ergebnisLive(kaufpreis: number, widmungen: WidmungWerte[]): GrundkostenanteilErgebnis {
  return grundkostenanteil(
    [kaufpreis],
    widmungen.map(zeileParsed).filter((z): z is WidmungZeile => z !== null),
  );
}

/** The fields 422 messages land on, rows included ('widmungen.0.flaeche'); the rest shows above the buttons. */
export const grundkostenanteilFehlerFelder = /^(projekt_id|kaufpreis_summe|bemerkung|widmungen\.\d+\.\w+)$/;

/** The form model the edit form takes (useModelEdit). */
export const grundkostenanteilFormModel = {
  useForm: useGrundkostenanteilForm,
  formValues: grundkostenanteilFormValues,
  fieldKeys: grundkostenanteilFehlerFelder,
};
