import { Fragment, useState } from 'react';
import { ActionIcon, Badge, Box, Group, Pagination, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { MonitorKundeRow } from '@app/domain';
import { KundeDetail } from './kunde-detail';

const zahl = (n: number) => n.toLocaleString('de-AT');
const controlLabels = {
  first: 'Erste Seite',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  last: 'Letzte Seite',
};
function Veraenderung({ jetzt, vorher }: { jetzt: number; vorher: number }) {
  if (!vorher) return null;
  const pct = Math.round(((jetzt - vorher) / vorher) * 100);
  return (
    <Text span size="xs" c={pct < 0 ? 'red' : 'teal'}>
      {' '}
      ({pct > 0 ? '+' : ''}
      {pct} %)
    </Text>
  );
}

/** Kunden in the range (most views first) with their 7/31-day active users against their baseline. */
export function KundenTabelle({
  rows,
  total,
  page,
  perPage,
  onPage,
  filter,
}: {
  rows: MonitorKundeRow[];
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  filter: Record<string, string>;
}) {
  const [offen, setOffen] = useState<number | null>(null);
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box>
      <Table striped highlightOnHover withTableBorder data-testid="monitor-kunden">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>Kunde</Table.Th>
            <Table.Th ta="right">Aufrufe</Table.Th>
            <Table.Th ta="right">Aktive</Table.Th>
            <Table.Th ta="right">Aktiv 7 Tage (Basis)</Table.Th>
            <Table.Th ta="right">Aktiv 31 Tage (Basis)</Table.Th>
            <Table.Th>Nutzung</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Fragment key={r.kunde_id}>
              <Table.Tr data-testid="monitor-kunde-zeile">
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    aria-expanded={offen === r.kunde_id}
                    aria-label={`Verlauf von ${r.name}`}
                    onClick={() => setOffen(offen === r.kunde_id ? null : r.kunde_id)}
                  >
                    {offen === r.kunde_id ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                </Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ta="right">
                  {zahl(r.aufrufe)}
                  <Veraenderung jetzt={r.aufrufe} vorher={r.vorher_aufrufe} />
                </Table.Td>
                <Table.Td ta="right">{zahl(r.aktive)}</Table.Td>
                <Table.Td ta="right">
                  {r.aktive_7} ({r.basis_7.toLocaleString('de-AT')})
                </Table.Td>
                <Table.Td ta="right">
                  {r.aktive_31} ({r.basis_31.toLocaleString('de-AT')})
                </Table.Td>
                <Table.Td>
                  {r.rueckgang ? (
                    <Badge color="red" variant="light">
                      Rückgang
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      normal
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
              {offen === r.kunde_id && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <KundeDetail url={r.detail_url} filter={filter} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="sm">
        <Box component="nav" aria-label="Seitennavigation">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            getItemProps={(p) => ({ 'aria-label': `Seite ${p}` })}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </Box>
        <Text size="sm" c="dimmed">
          {total} Kunden
        </Text>
      </Group>
    </Box>
  );
}
