import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import {
  formatDate,
  formatNumber,
  NutzwertgutachtenCreateSchema,
  type Nutzwertgutachten,
  type NutzwertgutachtenFields,
} from '@app/domain';
import { useSchemaForm } from '../../lib/schema-form';
import { errorMessage, formatFieldErrors, ValidationError } from '../../lib/api-client';

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
export type NutzwertgutachtenForm = UseFormReturn<NutzwertgutachtenFormValues, unknown, NutzwertgutachtenFields>;

const zahl = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatNumber(v, 2));

export const leeresObjekt = (): WeObjektWerte => ({
  top_nr: '',
  art: 'Wohnung',
  nutzflaeche: '',
  zuschlaege: '',
  abschlaege: '',
  nutzwert: '',
});

export function nutzwertgutachtenFormValues(g?: Nutzwertgutachten | null, projektId?: number | null): NutzwertgutachtenFormValues {
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

export function useNutzwertgutachtenForm(g?: Nutzwertgutachten | null, projektId?: number | null): NutzwertgutachtenForm {
  return useSchemaForm<NutzwertgutachtenFormValues, NutzwertgutachtenFields>(
    NutzwertgutachtenCreateSchema,
    nutzwertgutachtenFormValues(g, projektId),
  );
}

const feld =
  /^(projekt_id|status|gutachter|datum|gericht|tz|we_objekte\.\d+\.(top_nr|art|nutzflaeche|zuschlaege|abschlaege))$/;

/** 422 messages under their fields, rows included ('we_objekte.0.art'); the rest above the buttons. */
export function showNutzwertgutachtenSubmitError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
): void {
  if (!(error instanceof ValidationError)) {
    form.setError('root.server' as Path<T>, { type: 'server', message: errorMessage(error) });
    return;
  }
  const rest: Record<string, string[]> = {};
  let first = true;
  for (const [field, list] of Object.entries(error.errors)) {
    if (!feld.test(field)) {
      rest[field] = list;
      continue;
    }
    form.setError(field as Path<T>, { type: 'server', message: list.join(' ') }, { shouldFocus: first });
    first = false;
  }
  if (Object.keys(rest).length)
    form.setError('root.server' as Path<T>, { type: 'server', message: formatFieldErrors(rest) });
}
