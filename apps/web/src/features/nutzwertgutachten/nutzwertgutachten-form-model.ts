import type { UseFormReturn } from 'react-hook-form';
import {
  formatDate,
  formatNumber,
  NutzwertgutachtenCreateSchema,
  type Nutzwertgutachten,
  type NutzwertgutachtenFields,
} from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';

export interface WeObjektWerte {
  top_nr: string;
  art: string;
  nutzflaeche: string;
  zuschlaege: string;
  abschlaege: string;
  /** Shown only: filled by 'Berechnen' (weo-calc) or by the server on save; not sent. */
  nutzwert: string;
}
export interface NutzwertgutachtenFormValues {
  projekt_id: string;
  status: string;
  gutachter: string;
  datum: string;
  gericht: string;
  tz: string;
  we_objekte: WeObjektWerte[];
}
export type NutzwertgutachtenForm = UseFormReturn<
  NutzwertgutachtenFormValues,
  unknown,
  NutzwertgutachtenFields
>;

const zahl = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatNumber(v, 2));

export const leeresObjekt = (): WeObjektWerte => ({
  top_nr: '',
  art: 'Wohnung',
  nutzflaeche: '',
  zuschlaege: '',
  abschlaege: '',
  nutzwert: '',
});

export function nutzwertgutachtenFormValues(
  g?: Nutzwertgutachten | null,
  projektId?: number | null,
): NutzwertgutachtenFormValues {
  return {
    projekt_id: String(g?.projekt_id ?? projektId ?? ''),
    status: String(g?.status ?? 0),
    gutachter: g?.gutachter ?? '',
    datum: g?.datum ? formatDate(g.datum) : '',
    gericht: g?.gericht ?? '',
    tz: g?.tz ?? '',
    we_objekte: (g?.we_objekte ?? []).map((o) => ({
      top_nr: o.top_nr,
      art: o.art,
      nutzflaeche: zahl(o.nutzflaeche),
      zuschlaege: o.zuschlaege ? zahl(o.zuschlaege) : '',
      abschlaege: o.abschlaege ? zahl(o.abschlaege) : '',
      nutzwert: String(o.nutzwert),
    })),
  };
}

export function useNutzwertgutachtenForm(
  g?: Nutzwertgutachten | null,
  projektId?: number | null,
): NutzwertgutachtenForm {
  return useSchemaForm<NutzwertgutachtenFormValues, NutzwertgutachtenFields>(
    NutzwertgutachtenCreateSchema,
    nutzwertgutachtenFormValues(g, projektId),
  );
}

/** The fields 422 messages land on, rows included ('we_objekte.0.art'); the rest shows above the buttons. */
export const nutzwertgutachtenFehlerFelder =
  /^(projekt_id|status|gutachter|datum|gericht|tz|we_objekte\.\d+\.(top_nr|art|nutzflaeche|zuschlaege|abschlaege))$/;

/** The form model the edit form takes (useModelEdit). */
export const nutzwertgutachtenFormModel = {
  useForm: useNutzwertgutachtenForm,
  formValues: nutzwertgutachtenFormValues,
  fieldKeys: nutzwertgutachtenFehlerFelder,
};
