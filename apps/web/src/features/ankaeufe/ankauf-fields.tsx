import { Checkbox, Grid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  formFeldLabels,
  AnkaufFieldsSchema,
  ankaufStatus,
  ankaufStatusDoublette,
  ankaufStatusOffen,
  formatNumber,
  type AnkaufFields,
  type ProjektKurz,
} from '@app/domain';
import { GrundkostenanteilNflButton } from '../../components/grundkostenanteile/grundkostenanteil-nfl-button';
import { FormText } from '../../components/form-fields/form-text';
import { FormRadios } from '../../components/form-fields/form-radios';
import { ProjektDatumRow } from '../../components/pickers/projekte/projekt-datum-row';
import { useProjektIdOf } from '../../components/pickers/projekte/projekt-field';
import { schemaFormModel, type AreaForm } from '../../lib/form-model';

/** Amounts and areas as typed in de-AT, with 2 decimals (the GKA button fills gka and nutzflaeche the same way). */
const decimal = (v: number) => formatNumber(v, 2);

export const ankaufForm = schemaFormModel<AnkaufFields>(AnkaufFieldsSchema, formFeldLabels.ankaeufe, {
  formats: { ankaufpreis: decimal, nutzflaeche: decimal, gka: decimal },
  empty: { status: '0', doublette: false },
});
const ankaufFieldLabels = ankaufForm.labels;

const dirty = { shouldDirty: true, shouldValidate: false } as const;

/**
 * The Ankauf's fields (SPEC §2/§4): status radios; ticking doublette selects status 2 (and a status other
 * than 2 unticks it, since the server stores 2 for every doublette); gka and nutzflaeche can be taken from
 * the project's Grundkostenanteil.
 */
export function AnkaufFieldsForm({
  form,
  projekt,
  autoFocus,
}: {
  form: AreaForm<AnkaufFields>;
  /** The record's project, or the one a link preselects. */
  projekt: ProjektKurz | null;
  autoFocus?: boolean;
}) {
  const projektId = useProjektIdOf(form);
  const { control, setValue } = form;
  return (
    <Grid>
      <ProjektDatumRow
        form={form}
        projekt={projekt}
        projektLabel={ankaufFieldLabels.projekt_id}
        datum="datum"
        datumLabel={ankaufFieldLabels.datum}
        autoFocus={autoFocus}
      />
      <Grid.Col span={12}>
        <FormRadios
          form={form}
          name="status"
          label={ankaufFieldLabels.status}
          options={ankaufStatus}
          // Status and flag always agree (the server enforces the same).
          onChange={(v) => setValue('doublette', Number(v) === ankaufStatusDoublette, dirty)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Controller
          control={control}
          name="doublette"
          render={({ field }) => (
            <Checkbox
              label={ankaufFieldLabels.doublette}
              description="Ein Doublette-Ankauf erhält den Status Doublette."
              checked={field.value}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                field.onChange(checked);
                if (checked) setValue('status', String(ankaufStatusDoublette), dirty);
                // Unticked, it is no longer a doublette: back to Offen for a fresh review.
                else if (Number(form.getValues('status')) === ankaufStatusDoublette)
                  setValue('status', String(ankaufStatusOffen), dirty);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FormText form={form} name="ankaufpreis" kind="zahl" label={ankaufFieldLabels.ankaufpreis} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FormText form={form} name="nutzflaeche" kind="zahl" label={ankaufFieldLabels.nutzflaeche} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FormText form={form} name="gka" kind="zahl" label={ankaufFieldLabels.gka} />
      </Grid.Col>
      <Grid.Col span={12}>
        <GrundkostenanteilNflButton
          projektId={projektId}
          target="ankauf"
          onLoaded={({ gkq, nfl }) => {
            if (gkq !== null) setValue('gka', decimal(gkq), dirty);
            if (nfl !== null) setValue('nutzflaeche', decimal(nfl), dirty);
          }}
        />
      </Grid.Col>
    </Grid>
  );
}
