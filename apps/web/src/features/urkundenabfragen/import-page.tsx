import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, ScrollArea, Table, Tabs, Text, Title } from '@mantine/core';
import { Busy } from '../../components/busy';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  importPushes,
  importTabLabels,
  importTabs,
  messages,
  urkundenabfrageStatusText,
  type ImportTab,
  type Partei,
  type Urkundenabfrage,
  type UrkundenabfrageStatus,
  urkundeTzText,
} from '@app/domain';
import { LoadError } from '../../components/load-error';
import { Stat } from '../../components/stat';
import { usePageTitle } from '../../lib/page-title';
import { importKeys, useRows, type RowsAnswer } from './api';
import { EigeneUrkundeDrop } from './eigene-urkunde-drop';
import { feldText, ReviewPanel } from './review-panel';
import { useImportChannel } from './use-import-channel';
import { TableHead } from '../../components/table-head';

const statusColor: Record<UrkundenabfrageStatus, string> = {
  neu: 'gray',
  liste_geholt: 'blue',
  urkunde_geholt: 'indigo',
  gelesen: 'cyan',
  zugeordnet: 'teal',
  freigegeben: 'green',
  fehler: 'red',
  abgebrochen: 'dark',
  kein_kauf: 'grape',
};

const batchButtons: Array<{ event: string; label: string }> = [
  { event: importPushes.fetchUrkundenlisten, label: 'Urkundenlisten holen' },
  { event: importPushes.fetchUrkundenabfragen, label: 'Urkunden holen' },
  { event: importPushes.applyOcrs, label: 'Urkunden lesen (OCR)' },
  { event: importPushes.fetchUrkundenabfragenAgain, label: 'Nur fehlgeschlagene erneut' },
  { event: importPushes.fetchUrkundenabfragenWithFailedApi, label: 'Nur API-Fehler erneut' },
];

/** The operations a row offers in its state (SPEC §4: list fetch, query fetch, cancel, OCR apply). */
function rowOps(r: Urkundenabfrage): Array<{ event: string; label: string }> {
  const ops: Array<{ event: string; label: string }> = [];
  const stufe = r.status === 'fehler' ? r.fehler_stufe : null;
  // A deed that is no purchase contract stays out: nothing to fetch again, only to dismiss.
  const keinKauf = stufe === 'liste' && r.art !== null;
  if (r.status === 'neu' || (stufe === 'liste' && !keinKauf))
    ops.push({ event: importPushes.fetchUrkundenliste, label: 'Liste' });
  if (r.status === 'liste_geholt' || stufe === 'urkunde')
    ops.push({ event: importPushes.fetchUrkundenabfrage, label: 'Urkunde' });
  if (r.status === 'urkunde_geholt' || stufe === 'lesen')
    ops.push({ event: importPushes.applyOcr, label: 'OCR' });
  if (['neu', 'liste_geholt', 'urkunde_geholt', 'fehler'].includes(r.status))
    ops.push({ event: importPushes.cancelFetchUrkundenabfrage, label: 'Abbrechen' });
  return ops;
}

const kaeuferText = (r: Urkundenabfrage) =>
  Array.isArray(r.felder.kaeufer?.wert)
    ? (r.felder.kaeufer.wert as Partei[]).map((p) => p.name).join(', ')
    : '';

/**
 * `/importe/kaufobjekte/{id}` (SPEC §2 'Import page for contract lists'): tabs overview, errors, to be
 * approved, project assignment; batch and row operations over the channel with spinners; the lock banner;
 * the review beside the deed. Keys outside inputs: n / p next / previous row, f approve.
 */
export function ImportPage() {
  const id = Number(useParams().id);
  const [tab, setTab] = useState<ImportTab>('uebersicht');
  const rows = useRows(id, tab);
  const client = useQueryClient();
  const imp = rows.data?.import;
  usePageTitle(imp ? `Import ${imp.gericht} ${imp.tz_von}–${imp.tz_bis}/${imp.jahr}` : 'Import');
  const channel = useImportChannel(id, imp?.locked);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [meldung, setMeldung] = useState<{ color: string; text: string } | null>(null);
  const list = useMemo(() => rows.data?.rows ?? [], [rows.data]);
  const selected = list.find((r) => r.id === selectedId) ?? null;

  const updateRow = useCallback(
    (row: Urkundenabfrage) => {
      client.setQueryData(importKeys.rows(id, tab), (old: RowsAnswer | undefined) =>
        old ? { ...old, rows: old.rows.map((r) => (r.id === row.id ? row : r)) } : old,
      );
      void client.invalidateQueries({ queryKey: importKeys.all(id) });
    },
    [client, id, tab],
  );

  const approve = useCallback(
    async (row: Urkundenabfrage, projektId: number) => {
      const reply = await channel.push<{ kaufobjekt_id: number; hinweise?: string[] }>(
        importPushes.addResource,
        { id: row.id, projekt_id: projektId },
      );
      if (reply.status === 'ok') {
        // A buyer Firma without a Firmenbuch extract is named: it was created from the deed, to be checked.
        const hinweise = reply.response.hinweise ?? [];
        setMeldung({
          color: hinweise.length ? 'yellow' : 'green',
          text: [`Kaufobjekt ${reply.response.kaufobjekt_id} angelegt.`, ...hinweise].join(' '),
        });
        void client.invalidateQueries({ queryKey: importKeys.all(id) });
      } else {
        // SPEC §8: add_resource errors as the alert 'Fehler: {error}'.
        window.alert(
          messages.importAddResourceFehler(
            reply.status === 'error' ? reply.response.message : messages.unerwarteterFehler,
          ),
        );
      }
    },
    [channel, client, id],
  );

  // Keyboard flow: n / p move through the rows, f approves the open one (not while typing).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable))
      )
        return;
      if (!list.length) return;
      const i = list.findIndex((r) => r.id === selectedId);
      if (e.key === 'n') setSelectedId(list[Math.min(list.length - 1, i + 1)]!.id);
      else if (e.key === 'p') setSelectedId(list[Math.max(0, i - 1)]!.id);
      else if (e.key === 'f' && selected && selected.projekt_id && !channel.locked)
        void approve(selected, selected.projekt_id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [list, selectedId, selected, approve, channel.locked]);

  const runBatch = async (event: string) => {
    setMeldung(null);
    const reply = await channel.batch(event);
    if (reply.status === 'error') setMeldung({ color: 'red', text: reply.response.message });
    else if (reply.status === 'timeout') setMeldung({ color: 'red', text: messages.unerwarteterFehler });
  };
  const runRow = async (event: string, rowId: number) => {
    const reply = await channel.rowOp(event, rowId);
    if (reply.status === 'error') setMeldung({ color: 'red', text: reply.response.message });
  };

  if (rows.error) return <LoadError error={rows.error} />;
  if (!imp) return <Busy label="Import wird geladen" />;
  const s = imp.stats;
  return (
    <>
      <Title order={1} mb="xs">
        Import Bezirksgericht {imp.gericht}, TZ {imp.tz_von}–{imp.tz_bis}/{imp.jahr}
      </Title>
      {imp.quelle === 'simulator' && (
        <Text size="xs" c="dimmed" mb="sm">
          {messages.grundbuchSimulatorHinweis}
        </Text>
      )}
      <Group gap="xl" mb="md">
        <Stat label="Neu" value={s.neu} />
        <Stat label="Liste geholt" value={s.liste_geholt} />
        <Stat label="Urkunde geholt" value={s.urkunde_geholt} />
        <Stat label="Gelesen" value={s.gelesen} />
        <Stat label="Zugeordnet" value={s.zugeordnet} color="teal" />
        <Stat label="Freigegeben" value={s.freigegeben} color="green" />
        <Stat label="Fehler" value={s.fehler} color="red" />
        <Stat label="Kein Kauf" value={s.kein_kauf} color="grape" />
      </Group>
      {channel.locked ? (
        <Alert color="yellow" role="status" mb="md" title={messages.importLaeuft}>
          <Group>
            <Busy size="xs" label="Läuft" />
            <Button size="xs" variant="default" onClick={() => void channel.push(importPushes.cancelImport)}>
              Abbrechen
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group mb="md" gap="xs">
          {batchButtons.map((b) => (
            <Button
              key={b.event}
              variant={b.event === importPushes.fetchUrkundenabfragenWithFailedApi ? 'default' : 'light'}
              loading={channel.pendingBatch === b.event}
              onClick={() => void runBatch(b.event)}
            >
              {b.label}
            </Button>
          ))}
        </Group>
      )}
      <EigeneUrkundeDrop importId={id} />
      {meldung && (
        <Alert color={meldung.color} mb="sm" role="alert" withCloseButton onClose={() => setMeldung(null)}>
          {meldung.text}
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as ImportTab)}>
        <Tabs.List>
          {importTabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {importTabLabels[t]}
              {t === 'fehler' && s.fehler > 0
                ? ` (${s.fehler})`
                : t === 'freigabe'
                  ? ` (${s.zugeordnet})`
                  : t === 'zuordnung'
                    ? ` (${s.gelesen})`
                    : t === 'kein_kauf'
                      ? ` (${s.kein_kauf})`
                      : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every tab has its panel (aria-controls); only the open one holds the rows. */}
        {importTabs.map((t) => (
          <Tabs.Panel key={t} value={t}>
            {t === tab && (
              <ScrollArea.Autosize
                mah={selected ? 260 : 600}
                type="auto"
                viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${importTabLabels[t]}, Liste` }}
              >
                <Table striped highlightOnHover aria-label={importTabLabels[tab]} stickyHeader>
                  <TableHead
                    columns={[
                      'TZ',
                      'Status',
                      'Art',
                      'Kaufpreis',
                      'TopNr',
                      'Käufer',
                      tab === 'fehler' ? 'Fehler / Prüfungen' : 'Projekt',
                      'Aktionen',
                    ]}
                  />
                  <Table.Tbody>
                    {list.map((r) => {
                      const pending = channel.pendingRows[r.id];
                      // An assigned project is shown as itself, never as the first candidate.
                      const kandidat = r.projekt_id
                        ? r.kandidaten.find((k) => k.projekt_id === r.projekt_id)
                        : r.kandidaten[0];
                      return (
                        <Table.Tr
                          key={r.id}
                          data-tz={r.tz ?? undefined}
                          data-eigene-datei={r.eigene_datei || undefined}
                          style={
                            r.id === selectedId
                              ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-blue-6)' }
                              : undefined
                          }
                        >
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            <Anchor
                              component="button"
                              type="button"
                              onClick={() => setSelectedId(r.id === selectedId ? null : r.id)}
                              aria-label={`${r.tz === null ? urkundeTzText(r) : `TZ ${urkundeTzText(r)}`} prüfen`}
                            >
                              {urkundeTzText(r)}
                            </Anchor>
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            <Badge
                              color={statusColor[r.status]}
                              variant="light"
                              style={{ minWidth: 'max-content' }}
                            >
                              {urkundenabfrageStatusText(r)}
                            </Badge>
                          </Table.Td>
                          <Table.Td>{r.art ?? ''}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {feldText('kaufpreis_brutto', r.felder.kaufpreis_brutto)}
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {r.felder.top_nr?.wert != null ? String(r.felder.top_nr.wert) : ''}
                          </Table.Td>
                          <Table.Td>{kaeuferText(r)}</Table.Td>
                          <Table.Td>
                            {tab === 'fehler' ? (
                              <Text size="sm" c="red.8">
                                {[r.fehler, ...r.pruefungen.map((p) => p.text)].filter(Boolean).join(' · ')}
                              </Text>
                            ) : kandidat ? (
                              `${kandidat.projektnr} ${kandidat.name}${r.projekt_id ? '' : ' (Vorschlag offen)'}`
                            ) : (
                              ''
                            )}
                          </Table.Td>
                          <Table.Td>
                            {pending ? (
                              <Busy size="xs" label="Vorgang läuft" />
                            ) : (
                              !channel.locked && (
                                <Group gap={4} wrap="nowrap">
                                  {rowOps(r).map((op) => (
                                    <Button
                                      key={op.event}
                                      size="compact-xs"
                                      variant="default"
                                      onClick={() => void runRow(op.event, r.id)}
                                    >
                                      {op.label}
                                    </Button>
                                  ))}
                                </Group>
                              )
                            )}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                    {!list.length && (
                      <Table.Tr>
                        <Table.Td colSpan={8}>
                          <Text c="dimmed">Keine Einträge</Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {selected && (
        <ReviewPanel row={selected} locked={channel.locked} onChanged={updateRow} onApprove={approve} />
      )}
    </>
  );
}
