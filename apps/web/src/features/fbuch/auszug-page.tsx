import { Alert, Anchor, Button, Progress, SimpleGrid, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { fbuchProgress, messages, type FbuchStats } from '@app/domain';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { useFbuchAuszug } from '../../components/fbuch/use-fbuch-auszug';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useAddFbuchRow, useCancelFbuchAuszug } from './api';
import { AuszugStatusBadge, RowStatusBadge } from './status-badge';
import { FbuchAenderungen } from '../../components/fbuch/fbuch-aenderungen';
import { Stat } from '../../components/stat';
import { TableHead } from '../../components/table-head';
import { PageHeader } from '../../components/page-header';
import { FbnrForm } from './fbnr-form';

function Stats({ stats }: { stats: FbuchStats }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="sm">
        <Stat label="Alle" value={stats.all} />
        <Stat label="Erledigt" value={stats.done} />
        <Stat label="Erfolgreich" value={stats.success} color="teal" />
        <Stat label="Fehlgeschlagen" value={stats.failed} color={stats.failed ? 'red' : undefined} />
      </SimpleGrid>
      <Progress value={fbuchProgress(stats)} mb="lg" aria-label="Fortschritt" />
    </>
  );
}

function AddRowForm({ auszugId }: { auszugId: number }) {
  const add = useAddFbuchRow(auszugId);
  return (
    <FbnrForm
      label="Weitere FirmenbuchNr"
      submitLabel="Hinzufügen"
      w={240}
      variant="light"
      busy={add.isPending}
      send={(fbnr) => add.mutateAsync(fbnr)}
    />
  );
}

/** `/importe/fbuch/auszug/{id}`: a query's rows and live stats (SPEC §2). */
export function FbuchAuszugPage() {
  const id = Number(useParams().id);
  usePageTitle(`Firmenbuchabfrage ${id}`);
  const { state, error } = useFbuchAuszug(Number.isInteger(id) && id > 0 ? id : null);
  const canQuery = useCan('fbuch.abfragen');
  const cancel = useCancelFbuchAuszug(id);

  if (!state) return error ? <LoadError error={error} /> : <PageLoader />;
  return (
    <>
      <PageHeader
        title={`Firmenbuchabfrage ${state.id}`}
        badge={<AuszugStatusBadge status={state.status} />}
        back={{ to: '/importe/fbuch', label: 'Alle Firmenbuchauszüge' }}
      >
        {canQuery && state.status !== 'done' && (
          <Button variant="light" color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Abfrage abbrechen
          </Button>
        )}
      </PageHeader>
      {cancel.error && <LoadError error={cancel.error} />}
      <Text size="sm" c="dimmed" mb="md">
        Gestartet am {formatDate(state.created, true)}
        {state.creator_name ? ` von ${state.creator_name}` : ''}
      </Text>
      {state.quelle === 'simulator' && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} mb="md">
          {messages.fbuchSimulatorHinweis}
        </Alert>
      )}
      <Stats stats={state.stats} />
      <Table striped highlightOnHover aria-label="Abgefragte FirmenbuchNr" mb="lg">
        <TableHead columns={['FirmenbuchNr', 'Firma', 'Status', 'Meldung / Änderungen', 'Aktualisiert']} />
        <Table.Tbody>
          {state.rows.map((row) => (
            <Table.Tr key={row.id} data-status={row.status}>
              <Table.Td>{row.fbnr || '–'}</Table.Td>
              <Table.Td>
                {row.firma_id ? (
                  <Anchor component={Link} to={`/firmen/${row.firma_id}`}>
                    {row.firma_name ?? `Firma ${row.firma_id}`}
                  </Anchor>
                ) : (
                  '–'
                )}
              </Table.Td>
              {/* Wide enough for 'Fehlgeschlagen': an auto-sized column would cut the badge ('ERFOL…'). */}
              <Table.Td w={140}>
                <RowStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                {row.message ?? ''}
                {row.status === 'success' && row.changes && (
                  <FbuchAenderungen changes={row.changes} label={`Änderungen ${row.fbnr}`} />
                )}
              </Table.Td>
              <Table.Td>{formatDate(row.updated, true)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canQuery && <AddRowForm auszugId={state.id} />}
    </>
  );
}
