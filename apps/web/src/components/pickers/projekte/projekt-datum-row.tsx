import { Grid } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ProjektKurz } from '@app/domain';
import { FormText } from '../../form-fields/form-text';
import { ProjektField } from './projekt-field';

/** The first row of a dated project-scoped form, inside its Grid: the project, and beside it the date. */
export function ProjektDatumRow<Values extends FieldValues, Fields>({
  form,
  projekt,
  projektLabel,
  datum,
  datumLabel = 'Datum',
  autoFocus,
}: {
  form: UseFormReturn<Values, unknown, Fields>;
  projekt: ProjektKurz | null;
  projektLabel?: string;
  /** The date's field. */
  datum: Path<Values>;
  /** The date's label (default 'Datum'). */
  datumLabel?: string;
  /** On the date (the first field after a preselected project). */
  autoFocus?: boolean;
}) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ProjektField form={form} projekt={projekt} label={projektLabel} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FormText form={form} name={datum} kind="datum" label={datumLabel} autoFocus={autoFocus} />
      </Grid.Col>
    </>
  );
}
