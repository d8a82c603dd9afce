import { useState } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { wholeNumber, type ProjektKurz } from '@app/domain';
import { ProjektTypeahead, useProjektKurz } from './projekt-typeahead';

/** A form whose project is held as its id, as typed text (`''` for none). */
type ProjektForm<Values extends FieldValues, Fields> = { control: Control<Values, unknown, Fields> };
const projektIdPath = <Values extends FieldValues>() => 'projekt_id' as Path<Values>;

/** The project of a record that names it (`projekt_id`, `projektnr`, `projekt_name`), as the picker shows it. */
export const projektOf = (record: {
  projekt_id: number;
  projektnr: number;
  projekt_name: string;
}): ProjektKurz => ({
  id: record.projekt_id,
  projektnr: record.projektnr,
  name: record.projekt_name,
});

export const projektFieldPlaceholder = 'Projektnr. oder Name …';

/**
 * The project field of every project-scoped form: a typeahead over `projekt_id`. It shows the project the
 * form starts with (`projekt`: the record's, or the one a link preselects, even when it loads later) until
 * the user picks another one; the form holds only the id.
 */
export function ProjektField<Values extends FieldValues, Fields>({
  form,
  projekt,
  label = 'Projekt',
  onChange,
}: {
  form: ProjektForm<Values, Fields>;
  projekt: ProjektKurz | null;
  label?: string;
  /** After the user picked another project (e.g. to clear what belonged to the old one). */
  onChange?: (projekt: ProjektKurz | null) => void;
}) {
  const [picked, setPicked] = useState<ProjektKurz | null>(null);
  return (
    <Controller
      control={form.control}
      name={projektIdPath<Values>()}
      render={({ field, fieldState }) => (
        <ProjektTypeahead
          label={label}
          // The same hint in every form (issue 27: the BAB's had its own wording).
          placeholder={projektFieldPlaceholder}
          required
          value={[picked, projekt].find((p) => p && String(p.id) === String(field.value)) ?? null}
          onChange={(p) => {
            setPicked(p);
            field.onChange(p ? String(p.id) : '');
            onChange?.(p);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The id of the project the form holds now, or null (e.g. for lookups in that project). */
export function useProjektIdOf<Values extends FieldValues, Fields>(
  form: ProjektForm<Values, Fields>,
): number | null {
  const value: unknown = useWatch({ control: form.control, name: projektIdPath<Values>() });
  return wholeNumber(value === undefined || value === null ? '' : String(value), 1);
}

/** The project a link preselects on a create page (`<area>/new?projekt_id=<id>`, from the project page). */
export function usePreselectedProjekt(): { id: number | null; projekt: ProjektKurz | null } {
  const [search] = useSearchParams();
  const id = wholeNumber(search.get('projekt_id'), 1);
  return { id, projekt: useProjektKurz(id) };
}
