import { useMemo } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { datencheckThemen, type Ausnahme } from '@app/domain';
import { CellBadge } from '../../components/cell-badge';
import { confirm, showAlert } from '../../components/confirm';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { api, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useAusnahmen, useInvalidateDatencheck } from './api';
import { choiceOptions } from '../../lib/options';

const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Volltext' },
  { key: 'thema', label: 'Thema', options: datencheckThemen.map((t) => ({ value: t, label: t })) },
  {
    key: 'geaendert',
    label: 'Zeile geändert',
    options: choiceOptions({ true: 'geändert', false: 'unverändert' }),
  },
];
const sortable = ['created'] as const;

/** All exceptions, filterable; 'aufheben' removes one (the row is open again until fixed). */
export function AusnahmenPage() {
  usePageTitle('Ausnahmen');
  const list = useListParams(sortable, 'created', 'desc');
  const query = useAusnahmen({ page: list.page, filters: list.filters });
  const invalidate = useInvalidateDatencheck();
  const canExcept = useCan('datencheck.ausnahmen');

  const columns = useMemo<ColumnDef<Ausnahme>[]>(
    () => [
      { id: 'abfrage', header: 'Abfrage', accessorKey: 'abfrage_name', size: 220 },
      { id: 'idx', header: 'Zeile (idx)', accessorKey: 'idx', size: 100 },
      { id: 'grund', header: 'Grund', accessorKey: 'grund', size: 260 },
      { id: 'bis', header: 'Gilt bis', cell: ({ row }) => formatDate(row.original.bis) || '–', size: 100 },
      { id: 'wer', header: 'Angelegt von', cell: ({ row }) => row.original.creator_name ?? '–', size: 140 },
      {
        id: 'created',
        header: 'Angelegt am',
        cell: ({ row }) => formatDate(row.original.created, true),
        size: 130,
      },
      {
        id: 'geaendert',
        header: 'Zeile seither',
        cell: ({ row }) =>
          row.original.geaendert ? (
            <CellBadge color="orange">geändert – prüfen</CellBadge>
          ) : (
            <CellBadge color="gray" variant="light">
              unverändert
            </CellBadge>
          ),
        size: 160,
      },
    ],
    [],
  );

  async function aufheben(ids: number[]) {
    if (ids.length === 0) return showAlert('Keine Auswahl!');
    if (!(await confirm(ids.length === 1 ? 'Ausnahme aufheben?' : `${ids.length} Ausnahmen aufheben?`)))
      return;
    try {
      for (const id of ids) await api.delete(`/api/datencheck/ausnahmen/${id}`);
      notifications.show({
        message: ids.length === 1 ? 'Ausnahme aufgehoben.' : `${ids.length} Ausnahmen aufgehoben.`,
      });
      await invalidate();
    } catch (e) {
      await showAlert(errorMessage(e));
    }
  }

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Ausnahmen
        </Title>
        <Button variant="default" component={Link} to="/datencheck">
          Zum Datencheck
        </Button>
      </Group>
      <FilterForm fields={filterFields} list={list} />
      <DataTable<Ausnahme>
        label="Ausnahmen"
        data={query.data?.data ?? []}
        columns={columns}
        total={query.data?.total ?? 0}
        list={list}
        loading={query.isFetching}
        getRowId={(a) => a.id}
        getRowLabel={(a) => `${a.abfrage_name} ${a.idx}`}
        onOpen={() => {}}
        actions={
          canExcept
            ? (ids) => (
                <Button size="xs" variant="default" color="red" onClick={() => void aufheben(ids)}>
                  Aufheben
                </Button>
              )
            : undefined
        }
      />
    </>
  );
}
