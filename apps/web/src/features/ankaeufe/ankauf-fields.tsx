import { Checkbox, Grid, Group, Radio, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  ankaufStatus,
  ankaufStatusDoublette,
  ankaufStatusOffen,
  type AnkaufFields,
  type ProjektKurz,
} from '@app/domain';
import { GrundkostenanteilNflButton } from '../../components/grundkostenanteile/grundkostenanteil-nfl-button';
import { ProjektField, useProjektIdOf } from '../../components/pickers/projekte/projekt-field';
import { ankaufFieldLabels, decimal, type AnkaufForm } from './ankauf-form-model';

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
  form: AnkaufForm;
  /** The record's project, or the one a link preselects. */
  projekt: ProjektKurz | null;
  autoFocus?: boolean;
}) {
  const projektId = useProjektIdOf(form);
  const { register, formState, control, setValue } = form;
  const error = (key: keyof AnkaufFields) => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ProjektField form={form} projekt={projekt} label={ankaufFieldLabels.projekt_id} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={ankaufFieldLabels.datum}
          placeholder="TT.MM.JJJJ"
          autoFocus={autoFocus}
          {...register('datum')}
          error={error('datum')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Radio.Group
              label={ankaufFieldLabels.status}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                // Status and flag always agree (the server enforces the same).
                setValue('doublette', Number(v) === ankaufStatusDoublette, dirty);
              }}
              error={error('status')}
            >
              <Group mt={6}>
                {ankaufStatus.map((s) => (
                  <Radio key={s.id} value={String(s.id)} label={s.name} />
                ))}
              </Group>
            </Radio.Group>
          )}
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
                else if (Number(form.getValues('status')) === ankaufStatusDoublette) setValue('status', String(ankaufStatusOffen), dirty);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={ankaufFieldLabels.ankaufpreis}
          inputMode="decimal"
          {...register('ankaufpreis')}
          error={error('ankaufpreis')}
          styles={{ input: { textAlign: 'right' } }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={ankaufFieldLabels.nutzflaeche}
          inputMode="decimal"
          {...register('nutzflaeche')}
          error={error('nutzflaeche')}
          styles={{ input: { textAlign: 'right' } }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={ankaufFieldLabels.gka}
          inputMode="decimal"
          {...register('gka')}
          error={error('gka')}
          styles={{ input: { textAlign: 'right' } }}
        />
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
