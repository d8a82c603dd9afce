import { useMemo } from 'react';
import { Alert, Button, Group, Title } from '@mantine/core';
import { Busy } from '../../components/busy';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { abfragearten, bundeslaender, datencheckArea, datencheckThemen, messages } from '@app/domain';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { PapierkorbLink } from '../../components/papierkorb/papierkorb-link';
import { errorMessage } from '../../lib/api-client';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useAbfragen, usePruefen } from './api';
import { OverviewCharts } from './charts';
import { CheckSection } from './check-section';
import { useExpandState } from './expand-state';
import { idNameOptions } from '../../lib/options';

const filterFields: FilterField[] = [
  { key: 'thema', label: 'Thema', options: datencheckThemen.map((t) => ({ value: t, label: t })) },
  { key: 'fulltext', label: 'Volltext' },
  { key: 'bundesland_id', label: 'Bundesland', options: idNameOptions(bundeslaender) },
  { key: 'datencheck_abfrageart_id', label: 'Abfrageart', options: idNameOptions(abfragearten) },
];
const sortable = ['id'] as const;

/** Datencheck results (SPEC §2): overview charts, one section per check with its rows and bulk actions. */
export function DatencheckListPage() {
  usePageTitle('Datencheck');
  const list = useListParams(sortable, 'id');
  const [expanded, setExpanded] = useExpandState();
  const pruefen = usePruefen();
  const canRun = useCan('datencheck.pruefen');
  const canEdit = useCan('datencheck.abfragen');
  const filters = useMemo(() => list.filters, [list.filters]);
  const query = useAbfragen(filters);
  const abfragen = query.data?.data ?? [];
  const polling = abfragen.some(
    (a) => a.letzter_lauf?.status === 'waiting' || a.letzter_lauf?.status === 'running',
  );

  async function alle() {
    try {
      const answer = await pruefen.mutateAsync({});
      notifications.show({ message: `Prüfung gestartet (${answer.data.ids?.length ?? 1} Abfragen).` });
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    }
  }

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Datencheck
        </Title>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/datencheck/ausnahmen">
            Ausnahmen
          </Button>
          <Button variant="default" component={Link} to="/benachrichtigungen">
            Benachrichtigungen
          </Button>
          <PapierkorbLink area={datencheckArea} />
          {canEdit && (
            <Button variant="default" component={Link} to="/datencheck/new">
              Neue Abfrage
            </Button>
          )}
          {canRun && (
            <Button onClick={() => void alle()} loading={pruefen.isPending || polling}>
              Alle jetzt prüfen
            </Button>
          )}
        </Group>
      </Group>
      <FilterForm fields={filterFields} list={list} />
      {query.isError && <Alert color="red">{messages.ladenFehler}</Alert>}
      {query.isPending && <Busy label="Lädt" />}
      {abfragen.length > 0 && <OverviewCharts abfragen={abfragen} />}
      {query.isSuccess && abfragen.length === 0 && (
        <Alert color="gray">Keine Abfragen zu diesem Filter.</Alert>
      )}
      {abfragen.map((a) => (
        <CheckSection
          key={a.id}
          abfrage={a}
          filters={filters}
          expanded={!!expanded[a.id]}
          onToggle={(open) => setExpanded(a.id, open)}
        />
      ))}
    </>
  );
}
