import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  angebotsobjekteArea,
  kaufobjektStatus,
  messages,
  projektDisplay,
  topNrPasst,
  type KoZuordnungKaufobjekt,
} from '@app/domain';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { InfoAlert } from '../../components/info-alert';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { NotFoundError, ValidationError, errorMessage } from '../../lib/api-client';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useAreaAccess } from '../../lib/areas';
import { useKoZuordnung, useSaveKoZuordnung } from './api';
import { KoZuordnungTable } from './ko-zuordnung-table';
import { choiceOptions, idNameOptions } from '../../lib/options';

const filterFields: FilterField[] = [
  { key: 'top_nr', label: 'TopNr' },
  { key: 'status', label: 'Status', options: idNameOptions(kaufobjektStatus) },
  {
    key: 'zugeordnet',
    label: 'Zugeordnet',
    options: choiceOptions({ ja: 'zugeordnet', nein: 'nicht zugeordnet' }),
  },
  { key: 'fulltext', label: 'Volltext' },
];
const sortable = ['top_nr'] as const;

/**
 * Wohnungseigentums-Zuordnung (SPEC §2): `/angebotsobjekte/:id/ko_zuordnung/new` pre-ticks the unassigned
 * Kaufobjekte whose TopNr match; `…/create` does not, and becomes `…/new` when filters reload the page.
 * Ticks the user changed survive filtering; saving assigns the ticked rows and unassigns the unticked ones.
 */
export function KoZuordnungPage() {
  const { id, modus } = useParams();
  const aoId = Number(id);
  const valid = Number.isInteger(aoId) && aoId > 0 && (modus === 'new' || modus === 'create');
  // The TopNr suggestion applies on arrival; after a save the page shows what is stored.
  const [suggest, setSuggest] = useState(true);
  const matchTopNr = modus === 'new' && suggest;
  const location = useLocation();
  const navigate = useNavigate();
  const canEdit = useAreaAccess(angebotsobjekteArea).write;
  const list = useListParams(sortable, 'top_nr');
  const query = useKoZuordnung(aoId, list.filters, valid);
  const save = useSaveKoZuordnung(aoId);
  // What the user ticked or unticked, by Kaufobjekt id; everything else follows the default.
  const [changes, setChanges] = useState<Map<number, boolean>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const ao = query.data?.angebotsobjekt;
  usePageTitle(ao ? `Zuordnung Angebotsobjekt ${ao.top_nr}` : 'Wohnungseigentums-Zuordnung');

  const rows = query.data?.kaufobjekte;
  const byDefault = (row: KoZuordnungKaufobjekt) =>
    row.angebotsobjekt_id === aoId ||
    (matchTopNr && row.angebotsobjekt_id === null && !!ao && topNrPasst(row.top_nr, ao.top_nr));
  const ticked = (row: KoZuordnungKaufobjekt) => changes.get(row.id) ?? byDefault(row);

  const pending = useMemo(() => {
    const zuordnen = new Set<number>();
    const entfernen = new Set<number>();
    const visible = new Set<number>();
    for (const row of rows ?? []) {
      visible.add(row.id);
      const on = changes.get(row.id) ?? byDefault(row);
      if (on && row.angebotsobjekt_id !== aoId) zuordnen.add(row.id);
      if (!on && row.angebotsobjekt_id === aoId) entfernen.add(row.id);
    }
    for (const [koId, on] of changes) if (!visible.has(koId)) (on ? zuordnen : entfernen).add(koId);
    return { zuordnen: [...zuordnen], entfernen: [...entfernen] };
    // byDefault depends on rows, ao and the mode only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, changes, aoId, matchTopNr, ao]);
  const dirty = pending.zuordnen.length + pending.entfernen.length > 0;
  const unsaved = useUnsavedChanges(dirty);

  const filterList = useMemo(
    () => ({
      filters: list.filters,
      setFilters: (filters: string[]) => {
        if (modus !== 'create') return list.setFilters(filters);
        // SPEC §2: a path ending in 'create' is rewritten to 'new' when filters reload the page.
        const search = new URLSearchParams(location.search);
        search.delete('q[]');
        search.delete('page');
        filters.filter((f) => f.trim() !== '').forEach((f) => search.append('q[]', f));
        unsaved.allowNavigation();
        void navigate(
          { pathname: `/angebotsobjekte/${aoId}/ko_zuordnung/new`, search: search.toString() },
          { replace: true },
        );
      },
    }),
    [list, modus, location.search, navigate, aoId, unsaved],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    setFailure(null);
    try {
      await save.mutateAsync(pending);
      await query.refetch();
      setSuggest(false);
      setChanges(new Map());
      setSavedCount((n) => n + 1);
    } catch (error) {
      setSavedCount(0);
      const details =
        error instanceof ValidationError ? Object.values(error.errors).flat().join(' ') : errorMessage(error);
      setFailure(details);
    }
  }

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Wohnungseigentums-Zuordnung
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!ao || !rows) return <PageLoader />;

  const projekt = { projektnr: ao.projektnr, name: ao.projekt_name };
  return (
    <>
      <Anchor component={Link} to={`/angebotsobjekte/${ao.id}`} size="sm">
        ← Zum Angebotsobjekt
      </Anchor>
      <Title order={1} mt="xs">
        Wohnungseigentums-Zuordnung
      </Title>
      <Text size="sm" mb="md">
        Angebotsobjekt <strong>{ao.top_nr}</strong> · Projekt{' '}
        <Anchor component={Link} to={`/projekte/${ao.projekt_id}`}>
          {projektDisplay(projekt)}
        </Anchor>
      </Text>
      <FilterForm fields={filterFields} list={filterList} />
      {savedCount > 0 && <InfoAlert key={savedCount}>{messages.gespeichert}</InfoAlert>}
      {failure && (
        <Alert color="red" role="alert" title={messages.zuordnungNichtMoeglich} mb="md">
          {failure}
        </Alert>
      )}
      <Paper withBorder p="md">
        <form onSubmit={(event) => void submit(event)} aria-label="Kaufobjekte zuordnen">
          <Stack>
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {rows.length === 1 ? '1 Kaufobjekt' : `${rows.length} Kaufobjekte`}
                {query.data?.kaufobjekte_capped && ' (weitere mit Filter eingrenzen)'}
                {dirty && ` · ${pending.zuordnen.length} zuordnen, ${pending.entfernen.length} entfernen`}
              </Text>
              {canEdit && (
                <Button type="submit" disabled={!dirty} loading={save.isPending}>
                  Zuordnung speichern
                </Button>
              )}
            </Group>
            <KoZuordnungTable
              angebotsobjekt={ao}
              rows={rows}
              ticked={ticked}
              disabled={!canEdit || save.isPending}
              onToggle={(row, value) =>
                setChanges((current) => {
                  const next = new Map(current);
                  if (value === byDefault(row)) next.delete(row.id);
                  else next.set(row.id, value);
                  return next;
                })
              }
            />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
