import { Badge, Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { kaufobjektStatusName, topNrPasst, type KoZuordnungKaufobjekt } from '@app/domain';
import { formatDate, formatEuro, formatNumber } from '../../lib/format';

interface Props {
  angebotsobjekt: { id: number; top_nr: string };
  rows: readonly KoZuordnungKaufobjekt[];
  ticked: (row: KoZuordnungKaufobjekt) => boolean;
  onToggle: (row: KoZuordnungKaufobjekt, value: boolean) => void;
  disabled?: boolean;
}

const right = { textAlign: 'right' } as const;

/** The project's Kaufobjekte; a row assigned to another Angebotsobjekt cannot be ticked here. */
export function KoZuordnungTable({ angebotsobjekt, rows, ticked, onToggle, disabled }: Props) {
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table highlightOnHover verticalSpacing={6} aria-label="Kaufobjekte des Projekts" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <VisuallyHidden>Zuordnen</VisuallyHidden>
            </Table.Th>
            <Table.Th>TopNr</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Kaufdatum</Table.Th>
            <Table.Th style={right}>Nutzfläche (m²)</Table.Th>
            <Table.Th style={right}>Bruttopreis</Table.Th>
            <Table.Th>Zugeordnet</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const elsewhere = row.angebotsobjekt_id !== null && row.angebotsobjekt_id !== angebotsobjekt.id;
            const label = `Kaufobjekt ${row.top_nr ?? `#${row.id}`} zuordnen`;
            return (
              <Table.Tr key={row.id} data-testid={`ko-${row.id}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={label}
                    checked={ticked(row)}
                    disabled={disabled || elsewhere}
                    onChange={(event) => onToggle(row, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  {row.top_nr ?? '—'}{' '}
                  {topNrPasst(row.top_nr, angebotsobjekt.top_nr) && (
                    <Badge size="xs" variant="light" color="teal" ml={4}>
                      TopNr passt
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{kaufobjektStatusName(row.status)}</Table.Td>
                <Table.Td>{formatDate(row.kaufdatum)}</Table.Td>
                <Table.Td style={right}>{formatNumber(row.nutzflaeche)}</Table.Td>
                <Table.Td style={right}>{formatEuro(row.bruttopreis)}</Table.Td>
                <Table.Td>
                  {row.angebotsobjekt_id === null ? (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  ) : elsewhere ? (
                    <Text size="sm">Angebotsobjekt {row.angebotsobjekt_top_nr}</Text>
                  ) : (
                    <Text size="sm" fw={600}>
                      diesem Angebotsobjekt
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center" py="md">
                  Keine Kaufobjekte gefunden.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
