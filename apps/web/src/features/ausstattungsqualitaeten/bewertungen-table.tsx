import { Group, Radio, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import {
  ausstattungsqualitaetErgebnis,
  gebaeudeteile,
  gesamtqualitaetName,
  messages,
  qualitaetsstufenOptionen,
  spezialteilFehler,
  stufenFaktor,
  teilSicherheit,
  teilWohnungsausstattung,
  type Qualitaetsstufe,
} from '@app/domain';
import { formatNumber } from '../../lib/format';
import { inputNumber, type AusstattungsqualitaetForm } from './ausstattungsqualitaet-form-model';

const tooltips: Record<number, string> = {
  [teilWohnungsausstattung]: messages.babTeil16Tooltip,
  [teilSicherheit]: messages.babTeil17Tooltip,
};

/** The 17 building parts: weight, level, points per row; total weight, points and overall quality live. */
export function BewertungenTable({ form }: { form: AusstattungsqualitaetForm }) {
  const bewertungen = useWatch({ control: form.control, name: 'bewertungen' });
  const statusOnline = useWatch({ control: form.control, name: 'status_online' });
  // After a save was tried online, every row that blocks it is highlighted (issue 9).
  const onlineVersucht = form.formState.submitCount > 0 && Number(statusOnline) === 1 && statusOnline !== '';
  const spezial = useWatch({ control: form.control, name: 'spezialausstattung' }) ?? [];
  const rows = (bewertungen ?? []).map((b) => ({
    gebaeudeteil_id: Number(b.gebaeudeteil_id),
    gewichtung: inputNumber(b.gewichtung) ?? 0,
    stufe: (b.stufe ?? null) as Qualitaetsstufe | null,
  }));
  const ergebnis = ausstattungsqualitaetErgebnis(rows);
  const ausstattung = spezial.map((s) => ({
    id: Number(s.spezialausstattung_id),
    gebaeudeteil_id: Number(s.gebaeudeteil_id),
    kategorie: s.kategorie,
  }));
  const errors = form.formState.errors;
  // The weight-total check of SPEC §5 reports on 'gewichtung', which is no input of its own.
  const summenFehler = (errors as Record<string, { message?: string } | undefined>).gewichtung?.message;

  return (
    <>
      <Table striped withTableBorder verticalSpacing={4} aria-label="Bewertung der Gebäudeteile">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Gebäudeteil</Table.Th>
            <Table.Th w={110}>Gewichtung</Table.Th>
            <Table.Th>Qualität</Table.Th>
            <Table.Th w={80} ta="right">
              Punkte
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gebaeudeteile.map((teil, index) => {
            const row = rows[index];
            const error = errors.bewertungen?.[index]?.stufe?.message;
            const hinweis = row ? spezialteilFehler(teil.id, row.stufe, ausstattung) : null;
            const unbewertet = onlineVersucht && !!row && row.stufe === null;
            const blockiert = unbewertet || !!error || (onlineVersucht && !!hinweis);
            return (
              <Table.Tr
                key={teil.id}
                data-bab-problem={blockiert}
                style={blockiert ? { backgroundColor: 'var(--mantine-color-red-light)' } : undefined}
              >
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{teil.name}</Text>
                    {tooltips[teil.id] && (
                      <Tooltip
                        label={tooltips[teil.id]}
                        multiline
                        w={320}
                        withArrow
                        events={{ hover: true, focus: true, touch: true }}
                      >
                        <IconInfoCircle
                          size={16}
                          tabIndex={0}
                          aria-label={`Regel für ${teil.name}: ${tooltips[teil.id]}`}
                          role="img"
                        />
                      </Tooltip>
                    )}
                  </Group>
                  {unbewertet && (
                    <Text size="xs" c="red.9">
                      {messages.babTeilUnbewertet}
                    </Text>
                  )}
                  {(error ?? hinweis) && (
                    <Text size="xs" c={error ? 'red' : 'orange.8'} role={error ? 'alert' : undefined}>
                      {error ?? hinweis}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Gewichtung ${teil.name}`}
                    inputMode="decimal"
                    {...form.register(`bewertungen.${index}.gewichtung`)}
                    error={errors.bewertungen?.[index]?.gewichtung?.message}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={form.control}
                    name={`bewertungen.${index}.stufe`}
                    render={({ field }) => (
                      <Radio.Group
                        aria-label={`Qualität ${teil.name}`}
                        value={field.value ? String(field.value) : ''}
                        onChange={(v) => field.onChange(Number(v))}
                        name={field.name}
                      >
                        <Group gap="sm" wrap="nowrap">
                          {qualitaetsstufenOptionen.map((o) => (
                            <Radio
                              key={o.value}
                              size="xs"
                              value={String(o.value)}
                              label={o.label}
                              aria-label={`${teil.name}: ${o.label}`}
                              onBlur={field.onBlur}
                            />
                          ))}
                        </Group>
                      </Radio.Group>
                    )}
                  />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">
                    {row?.stufe ? formatNumber(row.gewichtung * stufenFaktor[row.stufe]) : '–'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Summe</Table.Th>
            <Table.Th>
              <Text
                size="sm"
                fw={700}
                c={ergebnis.gewichtung_summe === 100 ? undefined : 'red'}
                data-testid="gewichtung-summe"
                data-bab-problem={!!summenFehler}
              >
                {formatNumber(ergebnis.gewichtung_summe)}
              </Text>
            </Table.Th>
            <Table.Th>
              <Text size="sm" data-testid="gesamtqualitaet">
                Gesamtqualität:{' '}
                {gesamtqualitaetName(ergebnis.gesamtqualitaet_id) ?? 'noch nicht vollständig bewertet'}
              </Text>
            </Table.Th>
            <Table.Th ta="right">
              <Text size="sm" fw={700} data-testid="punkte">
                {formatNumber(ergebnis.punkte)}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {summenFehler && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {summenFehler}
        </Text>
      )}
    </>
  );
}
