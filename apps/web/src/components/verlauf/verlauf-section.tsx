import { useId, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconHistory } from '@tabler/icons-react';
import { formatDate, type AreaDefinition, type VerlaufAenderung, type VerlaufEintrag } from '@app/domain';
import { errorMessage } from '../../lib/api-client';
import type { RestoreResult } from '../area/use-area-edit';
import { confirm } from '../confirm';
import { LoadError } from '../load-error';
import { useVerlauf, verlaufStand } from './use-verlauf';

export interface VerlaufSectionProps {
  area: Pick<AreaDefinition, 'key' | 'api'>;
  recordId: number;
  /** With write permission: the two restores (they go through the form's ordinary save). */
  restore?: (fields: Record<string, unknown>) => Promise<RestoreResult>;
  /** Open from the start (tests); otherwise it loads once opened. */
  initiallyOpen?: boolean;
  /** As wide as the form above it. */
  maw?: number;
}

const eingetragen = 'Die Werte stehen im Formular. Mit „Speichern“ übernehmen.';
const unveraendert = 'Das Formular zeigt diesen Stand bereits.';

/**
 * 'Verlauf' of a record (issue 28): newest first, who (and in whose name), when, and per field the old
 * and the new value as the screen shows them; loads page by page and follows saves live. With write
 * permission each change can be taken back and the record set to the state after an entry.
 */
export function VerlaufSection({
  area,
  recordId,
  restore,
  initiallyOpen = false,
  maw = 900,
}: VerlaufSectionProps) {
  const headingId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [busy, setBusy] = useState(false);
  const query = useVerlauf(area, recordId, open);
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];

  async function run(question: string, fields: () => Promise<Record<string, unknown>>) {
    if (!restore || !(await confirm(question, { confirmLabel: 'Wiederherstellen' }))) return;
    setBusy(true);
    try {
      const result = await restore(await fields());
      if (result !== 'gespeichert')
        notifications.show({ color: 'blue', message: result === 'eingetragen' ? eingetragen : unveraendert });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  const takeBack = (change: VerlaufAenderung) =>
    run(`„${change.label}“ auf „${change.alt}“ zurücksetzen?`, async () => ({
      [change.feld]: change.alt_wert,
    }));
  const resetTo = (entry: VerlaufEintrag) =>
    run(`Den Datensatz auf den Stand vom ${formatDate(entry.at, true)} zurücksetzen?`, () =>
      verlaufStand(area, recordId, entry.id),
    );

  return (
    <Paper withBorder p="md" mt="md" maw={maw} component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={headingId}>
          Verlauf
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconHistory size={16} aria-hidden />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? 'Verlauf ausblenden' : 'Verlauf anzeigen'}
        </Button>
      </Group>
      {open && (
        <Stack gap="sm" mt="sm">
          {query.error && <LoadError error={query.error} />}
          {query.isSuccess && entries.length === 0 && <Text c="dimmed">Keine Änderungen.</Text>}
          {entries.map((entry) => (
            <Eintrag
              key={entry.id}
              entry={entry}
              busy={busy}
              onTakeBack={restore && entry.eigen && entry.action === 'update' ? takeBack : undefined}
              onResetTo={
                restore && entry.eigen && entry.action !== 'delete' ? () => void resetTo(entry) : undefined
              }
            />
          ))}
          {query.hasNextPage && (
            <Button
              variant="light"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              style={{ alignSelf: 'flex-start' }}
            >
              Ältere Änderungen laden
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function Eintrag({
  entry,
  busy,
  onTakeBack,
  onResetTo,
}: {
  entry: VerlaufEintrag;
  busy: boolean;
  onTakeBack?: (change: VerlaufAenderung) => Promise<void>;
  onResetTo?: () => void;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Group gap="xs">
            <Text fw={600} id={titleId}>
              {entry.titel}
            </Text>
            {entry.grund === 'wiederherstellung' && entry.eigen === false && (
              <Badge size="sm" variant="light">
                Wiederherstellung
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {formatDate(entry.at, true)} · {entry.user_name ?? 'unbekannt'}
            {entry.original_user_name && ` im Namen von ${entry.original_user_name}`}
          </Text>
        </div>
        {onResetTo && (
          <Button variant="subtle" size="compact-sm" onClick={onResetTo} disabled={busy}>
            Auf diesen Stand zurücksetzen
          </Button>
        )}
      </Group>
      {entry.aenderungen.length > 0 && (
        <Table mt="xs" withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="25%">Feld</Table.Th>
              <Table.Th>Vorher</Table.Th>
              <Table.Th>Nachher</Table.Th>
              {onTakeBack && <Table.Th w={1} aria-label="Aktion" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.aenderungen.map((change) => (
              <Table.Tr key={change.feld}>
                <Table.Td>{change.label}</Table.Td>
                <Table.Td c="dimmed" style={{ wordBreak: 'break-word' }}>
                  {change.alt}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{change.neu}</Table.Td>
                {onTakeBack && (
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      leftSection={<IconArrowBackUp size={14} aria-hidden />}
                      onClick={() => void onTakeBack(change)}
                      disabled={busy}
                      aria-label={`Diese Änderung zurücknehmen: ${change.label}`}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      Diese Änderung zurücknehmen
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
