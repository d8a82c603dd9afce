import { Table, Text } from '@mantine/core';
import { displayValue, formatNumber, messages, type FbuchAenderung } from '@app/domain';
import { firmaFieldLabels } from '../pickers/firmen/firma-form';
import { TableHead } from '../table-head';

const labels: Record<string, string> = { ...firmaFieldLabels, firmenbuch_stand: 'Stand Firmenbuch' };

/** Coordinates with six decimals, as the Firma form and map show them; other values as every change list does. */
function cell(feld: string, value: unknown): string {
  if ((feld === 'geo_lat' || feld === 'geo_long') && typeof value === 'number') return formatNumber(value, 6);
  return displayValue(value);
}

/**
 * What an extract changed on the firm, old → new per field (issue 9: nothing is overwritten unseen). A
 * moved firm without new coordinates says so: its map point is gone, not left at the old address.
 */
export function FbuchAenderungen({ changes, label }: { changes: readonly FbuchAenderung[]; label: string }) {
  const moved = changes.some((c) => ['adresse', 'plz', 'ort'].includes(c.feld));
  const geo = changes.find((c) => c.feld === 'geo_lat');
  if (changes.length === 0) return <Text size="sm">{messages.fbuchKeineAenderungen}</Text>;
  return (
    <>
      <Table withTableBorder aria-label={label} fz="sm">
        <TableHead columns={['Feld', 'Bisher', 'Neu']} />
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.feld}>
              <Table.Th scope="row">{labels[c.feld] ?? c.feld}</Table.Th>
              <Table.Td>{cell(c.feld, c.alt)}</Table.Td>
              <Table.Td>{cell(c.feld, c.neu)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {moved && geo && geo.neu === null && (
        <Text size="sm" c="orange.9" mt={4} role="status">
          {messages.fbuchGeoNichtErmittelt}
        </Text>
      )}
    </>
  );
}
