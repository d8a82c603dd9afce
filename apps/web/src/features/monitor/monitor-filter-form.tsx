import { Button, Grid, Group, NativeSelect } from '@mantine/core';
import { monitorSchnellfilter, schnellfilterZeitraum } from '@app/domain';
import { DateRangeFields } from '../../components/filter-form/date-range-fields';
import { KundeTypeahead, MonitorProjektTypeahead } from '../../components/pickers/monitor/id-name-typeahead';
import { heute, type MonitorFilterState } from './monitor-filter';

const adminOptionen = [
  { value: '', label: 'alle' },
  { value: 'true', label: 'nur Admins' },
  { value: 'false', label: 'nur Kunden' },
];

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
        <Grid.Col span={{ base: 12, sm: 8, lg: 4 }}>
          <DateRangeFields value={filter} onChange={onChange} />
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
