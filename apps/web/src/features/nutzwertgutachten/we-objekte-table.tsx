import { useState } from 'react';
import { Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  formatNumber,
  formToApi,
  messages,
  nutzwertAnteile,
  WeoCalcWerteSchema,
  weObjektArten,
} from '@app/domain';
import { RemoveRowCell, rowInput, RowsTable } from '../../components/rows-table/rows-table';
import { useWeoCalcUrl, weoCalc } from './api';
import { leeresObjekt, type NutzwertgutachtenForm, type WeObjektWerte } from './nutzwertgutachten-form-model';

const artOptionen = weObjektArten.map((a) => ({ value: a, label: a }));
const kein: WeObjektWerte[] = [];
const prozent = (anteil: number) => `${formatNumber(anteil * 100, 2)} %`;

/**
 * The WE-Objekte of the appraisal: rows added and removed in place; 'Berechnen' asks the configured
 * weo-calc action for the row's Nutzwert (SPEC §7); Σ Nutzwerte and each share Nutzwert ÷ Σ below.
 * Changing an input clears the row's Nutzwert until it is calculated again (or saved).
 */
export function WeObjekteTable({ form, disabled }: { form: NutzwertgutachtenForm; disabled?: boolean }) {
  const { control, register, formState, setValue, getValues, trigger } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'we_objekte' });
  const werte = useWatch({ control, name: 'we_objekte' }) ?? kein;
  const url = useWeoCalcUrl();
  const [busy, setBusy] = useState<string | null>(null);
  const [rechenfehler, setRechenfehler] = useState<Record<string, string>>({});
  const nutzwerte = werte.map((o) => (o?.nutzwert ? Number(o.nutzwert) : 0));
  const summe = nutzwerte.reduce((s, n) => s + n, 0);
  const anteile = nutzwertAnteile(nutzwerte);
  const fehler = (i: number, key: keyof WeObjektWerte) => formState.errors.we_objekte?.[i]?.[key]?.message;

  const veraltet = (i: number) => ({ onChange: () => setValue(`we_objekte.${i}.nutzwert`, '') });
  const feld = (i: number, key: 'top_nr' | 'nutzflaeche' | 'zuschlaege' | 'abschlaege', label: string) => (
    <TextInput
      aria-label={`${label} Zeile ${i + 1}`}
      inputMode={key === 'top_nr' ? undefined : 'decimal'}
      classNames={key === 'top_nr' ? rowInput.text : rowInput.number}
      {...register(`we_objekte.${i}.${key}`, key === 'top_nr' ? undefined : veraltet(i))}
      error={fehler(i, key)}
    />
  );

  async function berechnen(i: number, key: string) {
    if (!url) return;
    setRechenfehler(({ [key]: _, ...rest }) => rest);
    const ok = await trigger([
      `we_objekte.${i}.nutzflaeche`,
      `we_objekte.${i}.zuschlaege`,
      `we_objekte.${i}.abschlaege`,
    ]);
    if (!ok) return;
    // The row's typed text as JSON numbers: the query then carries plain numbers ('1.125', never German).
    const parsed = WeoCalcWerteSchema.safeParse(formToApi(WeoCalcWerteSchema, getValues(`we_objekte.${i}`)));
    if (!parsed.success) return;
    setBusy(key);
    try {
      setValue(`we_objekte.${i}.nutzwert`, String(await weoCalc(url, parsed.data)));
    } catch {
      setRechenfehler((r) => ({ ...r, [key]: messages.nwgBerechnenFehler }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <RowsTable
      title="WE-Objekte"
      addLabel="WE-Objekt hinzufügen"
      onAdd={() => append(leeresObjekt())}
      disabled={disabled}
      minWidth={700}
      columns={8}
      emptyMessage={fields.length === 0 ? messages.nwgKeineObjekte : null}
      // Fits a card 700 px wide (1,280 px window); the Art column takes the rest.
      head={
        <>
          <Table.Th w={64}>Top-Nr.</Table.Th>
          <Table.Th>Art</Table.Th>
          <Table.Th w={88}>Nutzfläche (m²)</Table.Th>
          <Table.Th w={84}>Zuschläge (%)</Table.Th>
          <Table.Th w={84}>Abschläge (%)</Table.Th>
          <Table.Th w={184}>Nutzwert</Table.Th>
          <Table.Th w={70} ta="right">
            Anteil
          </Table.Th>
        </>
      }
      foot={
        <>
          <Table.Th colSpan={5}>Σ Nutzwerte</Table.Th>
          <Table.Th aria-label="Summe Nutzwerte">
            <Text w={48} ta="right" fw={700}>
              {formatNumber(summe, 0)}
            </Text>
          </Table.Th>
          <Table.Th ta="right">{summe > 0 ? prozent(1) : '–'}</Table.Th>
        </>
      }
    >
      {fields.map((f, i) => (
        <Table.Tr key={f.id} data-testid="we-objekt-zeile">
          <Table.Td>{feld(i, 'top_nr', 'Top-Nr.')}</Table.Td>
          <Table.Td>
            <NativeSelect
              aria-label={`Art Zeile ${i + 1}`}
              data={artOptionen}
              classNames={rowInput.select}
              {...register(`we_objekte.${i}.art`)}
              error={fehler(i, 'art')}
            />
          </Table.Td>
          <Table.Td>{feld(i, 'nutzflaeche', 'Nutzfläche')}</Table.Td>
          <Table.Td>{feld(i, 'zuschlaege', 'Zuschläge')}</Table.Td>
          <Table.Td>{feld(i, 'abschlaege', 'Abschläge')}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Text w={48} ta="right" fw={600} aria-label={`Nutzwert Zeile ${i + 1}`}>
                {werte[i]?.nutzwert ? formatNumber(Number(werte[i].nutzwert), 0) : '–'}
              </Text>
              {!disabled && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCalculator size={14} aria-hidden />}
                  loading={busy === f.id}
                  disabled={!url}
                  aria-label={`Nutzwert Zeile ${i + 1} berechnen`}
                  onClick={() => void berechnen(i, f.id)}
                >
                  Berechnen
                </Button>
              )}
            </Group>
            {rechenfehler[f.id] && (
              <Text size="xs" c="red" role="alert">
                {rechenfehler[f.id]}
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="right" aria-label={`Anteil Zeile ${i + 1}`}>
            {werte[i]?.nutzwert && summe > 0 ? prozent(anteile[i]!) : '–'}
          </Table.Td>
          <RemoveRowCell index={i} disabled={disabled} onRemove={() => remove(i)} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
