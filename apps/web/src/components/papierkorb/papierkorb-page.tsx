import { useState } from 'react';
import { Alert, Anchor, Box, Button, Group, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  formatDate,
  messages,
  papierkorbRestTage,
  papierkorbTage,
  type AreaDefinition,
  type PapierkorbEintrag,
} from '@app/domain';
import { errorMessage } from '../../lib/api-client';
import { useAreaAccess } from '../../lib/areas';
import { usePageTitle } from '../../lib/page-title';
import { LoadError } from '../load-error';
import { PageLoader } from '../page-loader';
import { usePapierkorb, useWiederherstellen } from './use-papierkorb';
import { ActingUser } from '../acting-user';

const restText = (tage: number) => (tage === 0 ? 'heute' : tage === 1 ? 'in 1 Tag' : `in ${tage} Tagen`);

/**
 * 'Papierkorb – <Bereich>' (issue 28): an area's deleted records, newest first, with who deleted them and
 * when, how long they stay, and 'Wiederherstellen' for those allowed to edit the area.
 */
export function PapierkorbPage({ area }: { area: AreaDefinition }) {
  const title = `Papierkorb – ${area.label}`;
  usePageTitle(title);
  const bin = usePapierkorb(area);
  const restore = useWiederherstellen(area);
  const canRestore = useAreaAccess(area).write;
  const [done, setDone] = useState<{ label: string; id: number } | null>(null);
  const pendingId = restore.isPending ? restore.variables?.id : undefined;

  const wiederherstellen = (entry: PapierkorbEintrag) => {
    setDone(null);
    restore.restore(entry, () => setDone({ label: entry.label, id: entry.datensatz_id }));
  };

  // Narrower than a list: a row's name and its 'Wiederherstellen' stay within one glance on wide screens.
  return (
    <Box maw={1200}>
      <Group justify="space-between" align="flex-end" mb="xs">
        <Title order={1}>{title}</Title>
        <Button variant="default" component={Link} to={area.path}>
          Zurück zu {area.label}
        </Button>
      </Group>
      <Text c="dimmed" mb="md">
        Gelöschte Datensätze bleiben {papierkorbTage} Tage hier und werden danach endgültig entfernt.
      </Text>
      {done && (
        <Alert
          color="teal"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          withCloseButton
          closeButtonLabel="Hinweis schließen"
          onClose={() => setDone(null)}
          mb="md"
        >
          {messages.papierkorbWiederhergestellt(done.label)}{' '}
          <Anchor component={Link} to={`${area.path}/${done.id}`}>
            {area.singular} öffnen
          </Anchor>
        </Alert>
      )}
      {restore.isError && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} mb="md">
          {errorMessage(restore.error)}
        </Alert>
      )}
      {bin.error && <LoadError error={bin.error} />}
      {bin.isPending && <PageLoader />}
      {bin.data?.length === 0 && <Text c="dimmed">{messages.papierkorbLeer}</Text>}
      {!!bin.data?.length && (
        <Table striped verticalSpacing="xs" fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Datensatz</Table.Th>
              <Table.Th>Gelöscht von</Table.Th>
              <Table.Th>Gelöscht am</Table.Th>
              <Table.Th>Endgültig entfernt</Table.Th>
              {canRestore && <Table.Th aria-label="Aktion" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bin.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {entry.label}
                  {entry.zeilen > 1 && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (mit {entry.zeilen - 1}{' '}
                      {entry.zeilen === 2 ? 'zugehörigem Eintrag' : 'zugehörigen Einträgen'})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ActingUser entry={entry} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.at, true)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{restText(papierkorbRestTage(entry.at))}</Table.Td>
                {canRestore && (
                  <Table.Td style={{ textAlign: 'right' }}>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowBackUp size={14} aria-hidden />}
                      loading={pendingId === entry.id}
                      disabled={restore.isPending && pendingId !== entry.id}
                      aria-label={`${entry.label} wiederherstellen`}
                      onClick={() => wiederherstellen(entry)}
                    >
                      Wiederherstellen
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Box>
  );
}
