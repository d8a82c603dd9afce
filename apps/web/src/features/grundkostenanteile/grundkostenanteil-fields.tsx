import { Checkbox, Grid, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { formatEuro, formatNumber, parseDecimal, projektDisplay, type ProjektKurz } from '@app/domain';
import { ProjektField, useProjektIdOf } from '../../components/pickers/projekte/projekt-field';
import { useAnkaufsumme } from './api';
import { ergebnisLive, type GrundkostenanteilForm } from './grundkostenanteil-form-model';
import { WidmungenTable } from './widmungen-table';

const dirty = { shouldDirty: true } as const;

function Wert({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={`ergebnis-${label}`}>
        {value || '–'}
      </Text>
    </div>
  );
}

/**
 * The Grundkostenanteil's fields: project (only when creating), purchase price sum ('aus Ankäufen' by
 * default: Σ of the project's Ankäufe, or a typed override, whole euros), the widmung table and the live
 * results (Σ BGF, Σ NFL, € per m² BGF and NFL with 2 decimals).
 */
export function GrundkostenanteilFieldsForm({
  form,
  projekt,
  projektWaehlbar,
  ausAnkaeufen,
  onAusAnkaeufenChange,
  disabled,
}: {
  form: GrundkostenanteilForm;
  /** The record's project, or the one a link preselects. */
  projekt: ProjektKurz | null;
  /** Only on the create page: the project cannot change later. */
  projektWaehlbar?: boolean;
  ausAnkaeufen: boolean;
  onAusAnkaeufenChange: (value: boolean) => void;
  disabled?: boolean;
}) {
  const { register, formState, setValue, control } = form;
  const ankaufsumme = useAnkaufsumme(useProjektIdOf(form)).data ?? null;
  const [kaufpreisText, widmungen] = useWatch({ control, name: ['kaufpreis_summe', 'widmungen'] });
  const override = parseDecimal(kaufpreisText ?? '');
  const kaufpreis = ausAnkaeufen ? (ankaufsumme ?? 0) : (override ?? 0);
  const ergebnis = ergebnisLive(kaufpreis, widmungen ?? []);

  return (
    <Stack>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {projektWaehlbar ? (
            <ProjektField form={form} projekt={projekt} />
          ) : (
            <TextInput label="Projekt" value={projekt ? projektDisplay(projekt) : ''} readOnly />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Kaufpreissumme (€)"
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
            readOnly={ausAnkaeufen || disabled}
            placeholder={ausAnkaeufen && ankaufsumme !== null ? formatNumber(ankaufsumme, 0) : undefined}
            description={
              ankaufsumme !== null
                ? `Summe der Ankäufe des Projekts: ${formatEuro(ankaufsumme)}`
                : 'Summe der Ankäufe des Projekts'
            }
            {...register('kaufpreis_summe')}
            error={formState.errors.kaufpreis_summe?.message}
          />
          <Checkbox
            mt="xs"
            label="aus Ankäufen"
            checked={ausAnkaeufen}
            disabled={disabled}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              onAusAnkaeufenChange(checked);
              setValue(
                'kaufpreis_summe',
                checked || ankaufsumme === null ? '' : formatNumber(ankaufsumme, 0),
                dirty,
              );
            }}
          />
        </Grid.Col>
      </Grid>
      <WidmungenTable form={form} disabled={disabled} />
      <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)" aria-label="Ergebnis">
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Wert label="Kaufpreissumme" value={formatEuro(ergebnis.kaufpreis_summe)} />
          <Wert label="Σ BGF" value={`${formatNumber(ergebnis.bgf_summe)} m²`} />
          <Wert label="Σ NFL" value={`${formatNumber(ergebnis.nfl_summe)} m²`} />
          <Wert label="€/m² BGF" value={formatEuro(ergebnis.preis_bgf)} />
          <Wert label="€/m² NFL" value={formatEuro(ergebnis.preis_nfl)} />
        </SimpleGrid>
      </Paper>
      <Textarea
        label="Bemerkung"
        autosize
        minRows={2}
        {...register('bemerkung')}
        error={formState.errors.bemerkung?.message}
      />
    </Stack>
  );
}
