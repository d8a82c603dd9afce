import { useEffect, useState } from 'react';
import { Button, Grid, Group, NativeSelect, TextInput } from '@mantine/core';
import { formatDate, messages, monitorSchnellfilter, parseDate, schnellfilterZeitraum } from '@app/domain';
import { KundeTypeahead, MonitorProjektTypeahead } from '../../components/pickers/monitor/id-name-typeahead';
import { heute, type MonitorFilterState } from './monitor-filter';

const adminOptionen = [
  { value: '', label: 'alle' },
  { value: 'true', label: 'nur Admins' },
  { value: 'false', label: 'nur Kunden' },
];

/** A date as typed (TT.MM.JJJJ), taken on Enter or when the field is left. */
function DatumFeld({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
}) {
  const [text, setText] = useState(formatDate(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(formatDate(value));
    setError(null);
  }, [value]);
  const take = () => {
    const iso = parseDate(text);
    if (!iso) return setError(messages.datumUngueltig);
    setError(null);
    if (iso !== value) onChange(iso);
  };
  return (
    <TextInput
      label={label}
      placeholder="TT.MM.JJJJ"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={take}
      onKeyDown={(e) => {
        if (e.key === 'Enter') take();
      }}
      error={error}
    />
  );
}

export function MonitorFilterForm({
  filter,
  onChange,
}: {
  filter: MonitorFilterState;
  onChange: (f: Partial<MonitorFilterState>) => void;
}) {
  const kunde = filter.kunde_id ? { id: Number(filter.kunde_id), name: filter.kunde } : null;
  const projekt = filter.projekt_id ? { id: Number(filter.projekt_id), name: filter.projekt } : null;
  const aktiv = monitorSchnellfilter.find((s) => {
    const z = schnellfilterZeitraum(s.key, heute());
    return z.von === filter.von && z.bis === filter.bis;
  })?.key;
  return (
    <div role="search" aria-label="Filter des Monitors">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <KundeTypeahead
            label="Kunde"
            placeholder="alle Kunden"
            value={kunde}
            onChange={(k) => onChange({ kunde_id: k ? String(k.id) : '', kunde: k?.name ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <MonitorProjektTypeahead
            label="Projekt"
            placeholder="alle Projekte"
            value={projekt}
            onChange={(p) => onChange({ projekt_id: p ? String(p.id) : '', projekt: p?.name ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
          <NativeSelect
            label="Admin"
            data={adminOptionen}
            value={filter.admin}
            onChange={(e) => onChange({ admin: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <DatumFeld label="von" value={filter.von} onChange={(von) => onChange({ von })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <DatumFeld label="bis" value={filter.bis} onChange={(bis) => onChange({ bis })} />
        </Grid.Col>
      </Grid>
      <Group gap="xs" mt="xs" aria-label="Zeitraum schnell wählen">
        {monitorSchnellfilter.map((s) => (
          <Button
            key={s.key}
            size="xs"
            variant={aktiv === s.key ? 'filled' : 'default'}
            aria-pressed={aktiv === s.key}
            onClick={() => onChange(schnellfilterZeitraum(s.key, heute()))}
          >
            {s.label}
          </Button>
        ))}
      </Group>
    </div>
  );
}
