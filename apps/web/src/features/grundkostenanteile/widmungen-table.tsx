import { NativeSelect, Table, TextInput } from '@mantine/core';
import { useFieldArray, useWatch } from 'react-hook-form';
import { bauklassen, formatNumber, messages } from '@app/domain';
import { RemoveRowCell, rowInput, RowsTable } from '../../components/rows-table/rows-table';
import {
  leereWidmung,
  zeileLive,
  type GrundkostenanteilForm,
  type WidmungWerte,
} from './grundkostenanteil-form-model';

const bauklasseOptionen = [{ value: '', label: '–' }, ...bauklassen.map((b) => ({ value: b, label: b }))];
const kein: WidmungWerte[] = [];

/**
 * The building-regulation table (SPEC §2): one row per zoning, edited in place; storeys = ⌊Höhe ÷
 * Geschoßhöhe⌋, BGF = Fläche × Geschoße, NFL = BGF × NFL/BGF, shown live per row and summed below.
 */
export function WidmungenTable({ form, disabled }: { form: GrundkostenanteilForm; disabled?: boolean }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'widmungen' });
  const werte = useWatch({ control, name: 'widmungen' }) ?? kein;
  const live = werte.map(zeileLive);
  const summe = (key: 'bgf' | 'nfl') => live.reduce((s, l) => s + (l?.[key] ?? 0), 0);
  const fehler = (i: number, key: keyof WidmungWerte) => formState.errors.widmungen?.[i]?.[key]?.message;
  const feld = (i: number, key: keyof WidmungWerte, label: string, numeric = true) => (
    <TextInput
      aria-label={`${label} Zeile ${i + 1}`}
      inputMode={numeric ? 'decimal' : undefined}
      classNames={numeric ? rowInput.number : rowInput.text}
      {...register(`widmungen.${i}.${key}`)}
      error={fehler(i, key)}
    />
  );

  return (
    <RowsTable
      title="Widmungen"
      addLabel="Widmung hinzufügen"
      onAdd={() => append(leereWidmung())}
      disabled={disabled}
      minWidth={700}
      columns={10}
      emptyMessage={fields.length === 0 ? messages.gkaKeineWidmungen : null}
      // Fits a card 700 px wide (1,280 px window); long header words break at their soft hyphen.
      head={
        <>
          <Table.Th>Widmung</Table.Th>
          <Table.Th w={70}>Bau&shy;klasse</Table.Th>
          <Table.Th w={88}>Fläche (m²)</Table.Th>
          <Table.Th w={70}>Höhe (m)</Table.Th>
          <Table.Th w={72}>Geschoß&shy;höhe (m)</Table.Th>
          <Table.Th w={66}>NFL/&#8203;BGF</Table.Th>
          <Table.Th w={70} ta="right">
            Geschoße
          </Table.Th>
          <Table.Th w={80} ta="right">
            BGF (m²)
          </Table.Th>
          <Table.Th w={80} ta="right">
            NFL (m²)
          </Table.Th>
        </>
      }
      foot={
        <>
          <Table.Th colSpan={7}>Summe</Table.Th>
          <Table.Th ta="right" aria-label="Summe BGF">
            {formatNumber(summe('bgf'))}
          </Table.Th>
          <Table.Th ta="right" aria-label="Summe NFL">
            {formatNumber(summe('nfl'))}
          </Table.Th>
        </>
      }
    >
      {fields.map((f, i) => (
        <Table.Tr key={f.id} data-testid="widmung-zeile">
          <Table.Td>{feld(i, 'widmung', 'Widmung', false)}</Table.Td>
          <Table.Td>
            <NativeSelect
              aria-label={`Bauklasse Zeile ${i + 1}`}
              data={bauklasseOptionen}
              classNames={rowInput.select}
              {...register(`widmungen.${i}.bauklasse`)}
              error={fehler(i, 'bauklasse')}
            />
          </Table.Td>
          <Table.Td>{feld(i, 'flaeche', 'Fläche')}</Table.Td>
          <Table.Td>{feld(i, 'hoehe', 'Höhe')}</Table.Td>
          <Table.Td>{feld(i, 'hoehe_geschoss', 'Geschoßhöhe')}</Table.Td>
          <Table.Td>{feld(i, 'nfl_bgf', 'NFL/BGF')}</Table.Td>
          <Table.Td ta="right" aria-label={`Geschoße Zeile ${i + 1}`}>
            {live[i] ? live[i].geschosse : '–'}
          </Table.Td>
          <Table.Td ta="right" aria-label={`BGF Zeile ${i + 1}`}>
            {live[i] ? formatNumber(live[i].bgf) : '–'}
          </Table.Td>
          <Table.Td ta="right" aria-label={`NFL Zeile ${i + 1}`}>
            {live[i] ? formatNumber(live[i].nfl) : '–'}
          </Table.Td>
          <RemoveRowCell index={i} disabled={disabled} onRemove={() => remove(i)} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
