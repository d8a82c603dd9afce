import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  findArea,
  formatDate,
  messages,
  parseDate,
  verlaufQuellen,
  type AenderungsprotokollEintrag,
  type OkAnswer,
} from '@app/domain';
import { api, buildUrl } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { ChoiceSelect } from '../../components/choice-select/choice-select';
import { LoadError } from '../../components/load-error';
import { rangeErrors } from '../../components/filter-form/range';
import { idNameOptions } from '../../lib/options';
import { TableHead } from '../../components/table-head';
import { ActingUser } from '../../components/acting-user';

const filterKeys = ['user_id', 'area', 'von', 'bis', 'feld'] as const;
type Filters = Partial<Record<(typeof filterKeys)[number], string>>;

const areaOptions = Object.keys(verlaufQuellen).map((key) => ({
  value: key,
  label: findArea(key)?.label ?? key,
}));

/** The filters of the URL as the API takes them (dates typed DD.MM.YYYY go as ISO). */
function apiFilters(filters: Filters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = filters[key]?.trim();
    if (!value) continue;
    out[key] = key === 'von' || key === 'bis' ? (parseDate(value) ?? value) : value;
  }
  return out;
}

/** Each end's own error (a date that does not exist), then 'bis vor von' on bis — either end may be empty. */
function periodErrors(draft: Filters): Record<string, string | null> {
  const own = (text = '') => (text.trim() && !parseDate(text) ? messages.datumUngueltig : null);
  const found = { von: own(draft.von), bis: own(draft.bis) };
  const text = { von: draft.von ?? '', bis: draft.bis ?? '' };
  return { ...found, ...rangeErrors(text, [{ von: 'von', bis: 'bis', value: parseDate }], found) };
}

/**
 * 'Änderungsprotokoll' (issue 28): the audit log across records for administrators, newest first —
 * filtered by user, area, period and field, page by page, and as CSV.
 */
export function AenderungsprotokollPage() {
  usePageTitle('Änderungsprotokoll');
  const [params, setParams] = useSearchParams();
  const applied: Filters = Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? '']));
  const [draft, setDraft] = useState<Filters>(applied);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const query = apiFilters(applied);
  const benutzer = useQuery({
    queryKey: ['aenderungsprotokoll', 'benutzer'],
    queryFn: async ({ signal }) =>
      (
        await api.get<OkAnswer<{ id: number; name: string }[]>>(
          '/api/aenderungsprotokoll/benutzer',
          undefined,
          signal,
        )
      ).data,
  });
  const entries = useInfiniteQuery({
    queryKey: ['aenderungsprotokoll', 'eintraege', query],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<{ data: AenderungsprotokollEintrag[]; weiter: number | null }>(
        '/api/aenderungsprotokoll',
        { ...query, ...(pageParam ? { vor: String(pageParam) } : {}) },
        signal,
      ),
    getNextPageParam: (last) => last.weiter,
  });
  const rows = entries.data?.pages.flatMap((p) => p.data) ?? [];
  const set = (key: keyof Filters) => (value: string | null) =>
    setDraft((d) => ({ ...d, [key]: value ?? '' }));
  // SPEC §5: a filter applies only when none of its fields has an error.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setParams(
      Object.fromEntries(Object.entries(draft).filter(([, v]) => v && v.trim())) as Record<string, string>,
    );
  };

  return (
    <>
      <Title order={1} mb="xs">
        Änderungsprotokoll
      </Title>
      <Text c="dimmed" mb="md">
        Wer hat was geändert – über alle Datensätze, neueste zuerst.
      </Text>
      <Paper withBorder p="md" mb="md" component="form" onSubmit={submit} aria-label="Filter">
        <Group align="flex-end" gap="sm">
          <ChoiceSelect
            label="BenutzerIn"
            data={idNameOptions(benutzer.data ?? [])}
            value={draft.user_id || null}
            onChange={set('user_id')}
            clearable
            w={220}
          />
          <ChoiceSelect
            label="Bereich"
            data={areaOptions}
            value={draft.area || null}
            onChange={set('area')}
            clearable
            w={200}
          />
          {(['von', 'bis'] as const).map((key) => (
            <TextInput
              key={key}
              label={key === 'von' ? 'Von' : 'Bis'}
              placeholder="TT.MM.JJJJ"
              value={draft[key] ?? ''}
              onChange={(e) => set(key)(e.currentTarget.value)}
              error={errors[key]}
              w={130}
            />
          ))}
          <TextInput
            label="Feld"
            placeholder="z. B. bruttopreis"
            value={draft.feld ?? ''}
            onChange={(e) => set('feld')(e.currentTarget.value)}
            w={170}
          />
          <Button type="submit">Filtern</Button>
          <Button
            component="a"
            variant="default"
            href={buildUrl('/api/aenderungsprotokoll/export', query)}
            download
            leftSection={<IconFileExport size={16} aria-hidden />}
          >
            CSV exportieren
          </Button>
        </Group>
      </Paper>
      {entries.error && <LoadError error={entries.error} />}
      {entries.isSuccess && rows.length === 0 && <Text c="dimmed">Keine Änderungen für diese Filter.</Text>}
      {rows.length > 0 && (
        <Stack gap="sm">
          <Table striped verticalSpacing="xs" fz="sm">
            <TableHead columns={['Zeit', 'BenutzerIn', 'Datensatz', 'Änderung']} />
            <Table.Tbody>
              {rows.map((e) => (
                <Zeile key={e.id} entry={e} />
              ))}
            </Table.Tbody>
          </Table>
          {entries.hasNextPage && (
            <Button
              variant="light"
              onClick={() => void entries.fetchNextPage()}
              loading={entries.isFetchingNextPage}
              style={{ alignSelf: 'flex-start' }}
            >
              Weitere laden
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}

/** The record by its area and name ('Kaufobjekt Top 7'); an assignment's is the record it belongs to. */
function datensatzLabel(entry: AenderungsprotokollEintrag, singular: string | undefined): string {
  const name = entry.datensatz_name ?? `#${entry.datensatz_id ?? entry.record_id}`;
  return singular ? `${singular} ${name}` : `${entry.table_name} ${name}`;
}

function Zeile({ entry }: { entry: AenderungsprotokollEintrag }) {
  const area = entry.area ? findArea(entry.area) : undefined;
  const label = datensatzLabel(entry, area?.singular);
  // A name is found only while the record exists: then it links to it.
  const linked = area && entry.datensatz_id && entry.datensatz_name !== null;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatDate(entry.at, true)}</Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <ActingUser entry={entry} />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        {linked ? (
          <Anchor component={Link} to={`${area.path}/${entry.datensatz_id}`}>
            {label}
          </Anchor>
        ) : (
          label
        )}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Text fw={600} size="sm">
          {entry.titel}
        </Text>
        {entry.aenderungen.map((a) => (
          <Text key={a.feld} size="sm" style={{ wordBreak: 'break-word' }}>
            {a.label}:{' '}
            <Text span c="dimmed">
              {a.alt}
            </Text>{' '}
            → {a.neu}
          </Text>
        ))}
      </Table.Td>
    </Table.Tr>
  );
}
