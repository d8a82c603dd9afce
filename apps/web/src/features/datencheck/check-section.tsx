import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import {
  abfrageartName,
  laufStatusLabels,
  linksOhneRueckfrage,
  messages,
  type Abfrage,
  type Ergebnis,
} from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { confirm, showAlert } from '../../components/confirm';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatNumber } from '../../lib/format';
import { toggledDir, type ListParams } from '../../lib/list-params';
import { useCan } from '../../lib/session';
import { useErgebnisse, usePruefen, type ErgebnisParams } from './api';
import { TrendChart } from './charts';
import { AusnahmeDialog, BenachrichtigenDialog, RowDetail } from './dialogs';

/** Large pages are the point here (fix many rows at once); the table virtualizes above 200 rows. */
const defaultPerPage = 500;
const shownColumns = 6;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '–';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

type Dialog =
  { kind: 'ausnahme' | 'benachrichtigen'; idxs: string[] } | { kind: 'detail'; idx: string } | null;

/** One check: count, description, trend, and (expanded) its open rows with the bulk actions. */
export function CheckSection({
  abfrage,
  filters,
  expanded,
  onToggle,
}: {
  abfrage: Abfrage;
  filters: string[];
  expanded: boolean;
  onToggle: (open: boolean) => void;
}) {
  const [params, setParams] = useState<Omit<ErgebnisParams, 'filters'>>({
    page: 1,
    perPage: defaultPerPage,
    sort: 'seit',
    dir: 'desc',
  });
  // A new filter starts every section at page 1 (SPEC §4).
  const [filterKey, setFilterKey] = useState(filters.join('\n'));
  if (filterKey !== filters.join('\n')) {
    setFilterKey(filters.join('\n'));
    setParams((p) => ({ ...p, page: 1 }));
  }
  const stand = `${abfrage.letzter_lauf?.id}:${abfrage.letzter_lauf?.status}:${abfrage.offen}`;
  const query = useErgebnisse(abfrage.id, { ...params, filters }, stand, expanded);
  const pruefen = usePruefen();
  const canRun = useCan('datencheck.pruefen');
  const canExcept = useCan('datencheck.ausnahmen');
  const canNotify = useCan('datencheck.benachrichtigen');
  const [dialog, setDialog] = useState<Dialog>(null);
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const running =
    abfrage.letzter_lauf &&
    (abfrage.letzter_lauf.status === 'waiting' || abfrage.letzter_lauf.status === 'running');

  const list: ListParams = useMemo(
    () => ({
      ...params,
      filters,
      setPage: (page) => setParams((p) => ({ ...p, page })),
      setPerPage: (perPage) => setParams((p) => ({ ...p, perPage, page: 1 })),
      toggleSort: (sort) => setParams((p) => ({ ...p, sort, dir: toggledDir(p, sort), page: 1 })),
      setFilters: () => {},
    }),
    [params, filters],
  );

  const columns = useMemo<ColumnDef<Ergebnis>[]>(() => {
    const keys = [...new Set(rows.flatMap((r) => Object.keys(r.row)))]
      .filter((k) => k !== 'idx')
      .slice(0, shownColumns);
    return [
      { id: 'idx', header: 'idx', accessorKey: 'idx', enableSorting: true, size: 90 },
      ...keys.map((key): ColumnDef<Ergebnis> => ({
        id: `row.${key}`,
        header: key,
        cell: ({ row }) => cellText(row.original.row[key]),
        size: 150,
      })),
      {
        id: 'seit',
        header: 'offen seit',
        cell: ({ row }) => formatDate(row.original.seit, true),
        enableSorting: true,
        size: 130,
      },
    ];
  }, [rows]);

  const idxsOf = (ids: number[]) => rows.filter((r) => ids.includes(r.id)).map((r) => r.idx);
  const needSelection = (ids: number[]) => {
    if (ids.length === 0) void showAlert(messages.keineAuswahl);
    return ids.length > 0;
  };
  async function openLinks(ids: number[]) {
    if (!needSelection(ids)) return;
    const links = rows.filter((r) => ids.includes(r.id) && r.link).map((r) => r.link!);
    if (links.length === 0) return showAlert(messages.keineLinks);
    if (links.length > linksOhneRueckfrage && !(await confirm(messages.mehrAls10Links))) return;
    for (const link of links) window.open(link, '_blank', 'noopener');
  }
  async function recheck(idxs: string[]) {
    try {
      for (const idx of idxs) await pruefen.mutateAsync({ abfrageId: abfrage.id, idx });
      notifications.show({
        message:
          idxs.length === 1 ? 'Zeile wird erneut geprüft.' : `${idxs.length} Zeilen werden erneut geprüft.`,
      });
    } catch (e) {
      await showAlert(errorMessage(e));
    }
  }

  const headingId = `datencheck-${abfrage.id}`;
  return (
    <Paper withBorder p="sm" mb="sm" component="section" aria-labelledby={headingId}>
      {/* The actions keep their width; name and badges wrap beside them (at 1,280 px they were cut). */}
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <ActionIcon
            variant="subtle"
            onClick={() => onToggle(!expanded)}
            aria-expanded={expanded}
            aria-controls={`${headingId}-body`}
            aria-label={expanded ? `${abfrage.name} zuklappen` : `${abfrage.name} aufklappen`}
          >
            {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Title
              order={2}
              size="h4"
              id={headingId}
              style={{ cursor: 'pointer' }}
              onClick={() => onToggle(!expanded)}
            >
              {abfrage.name}
            </Title>
            <Badge
              color={abfrage.offen ? 'orange' : 'teal'}
              aria-label={`${formatNumber(abfrage.offen, 0)} offen`}
            >
              {formatNumber(abfrage.offen, 0)}
            </Badge>
            <Badge variant="light" color="gray">
              {abfrageartName(abfrage.abfrageart_id)}
            </Badge>
            {abfrage.themen.map((t) => (
              <Badge key={t} variant="outline" color="gray" tt="none">
                {t}
              </Badge>
            ))}
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {abfrage.letzter_lauf && (
            <Text
              size="xs"
              c={abfrage.letzter_lauf.status === 'failed' ? 'red' : 'dimmed'}
              style={{ whiteSpace: 'nowrap' }}
            >
              {laufStatusLabels[abfrage.letzter_lauf.status]} {formatDate(abfrage.letzter_lauf.datum, true)}
            </Text>
          )}
          {canRun && (
            <Button
              size="xs"
              variant="default"
              loading={!!running}
              onClick={() => pruefen.mutate({ abfrageId: abfrage.id })}
            >
              Jetzt prüfen
            </Button>
          )}
          <Button size="xs" variant="subtle" component={Link} to={`/datencheck/${abfrage.id}`}>
            Abfrage
          </Button>
        </Group>
      </Group>
      <Collapse in={expanded} id={`${headingId}-body`}>
        {expanded && (
          <Stack mt="sm">
            <Text size="sm">{abfrage.beschreibung}</Text>
            {abfrage.letzter_lauf?.status === 'failed' && (
              <Alert color="red" title="Letzter Lauf fehlgeschlagen">
                {abfrage.letzter_lauf.fehler}
              </Alert>
            )}
            <TrendChart verlauf={abfrage.verlauf} />
            <DataTable<Ergebnis>
              label={`Ergebnisse: ${abfrage.name}`}
              data={rows}
              columns={columns}
              total={query.data?.total ?? 0}
              list={list}
              loading={query.isFetching}
              getRowId={(r) => r.id}
              getRowLabel={(r) => `Zeile ${r.idx}`}
              onOpen={(r) => setDialog({ kind: 'detail', idx: r.idx })}
              actions={(ids) => (
                <>
                  <Button size="xs" variant="default" onClick={() => void openLinks(ids)}>
                    Links öffnen
                  </Button>
                  {canRun && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => needSelection(ids) && void recheck(idxsOf(ids))}
                    >
                      Erneut prüfen
                    </Button>
                  )}
                  {canExcept && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => needSelection(ids) && setDialog({ kind: 'ausnahme', idxs: idxsOf(ids) })}
                    >
                      Ausnahme
                    </Button>
                  )}
                  {canNotify && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() =>
                        needSelection(ids) && setDialog({ kind: 'benachrichtigen', idxs: idxsOf(ids) })
                      }
                    >
                      Benachrichtigen
                    </Button>
                  )}
                </>
              )}
            />
          </Stack>
        )}
      </Collapse>
      {dialog?.kind === 'ausnahme' && (
        <AusnahmeDialog abfrage={abfrage} idxs={dialog.idxs} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'benachrichtigen' && (
        <BenachrichtigenDialog abfrage={abfrage} idxs={dialog.idxs} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'detail' && (
        <RowDetail
          abfrage={abfrage}
          idx={dialog.idx}
          onClose={() => setDialog(null)}
          onRecheck={canRun ? () => void recheck([dialog.idx]).then(() => setDialog(null)) : undefined}
        />
      )}
    </Paper>
  );
}
