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

/** The Kunde and the project to filter on: each an id and, for the field, its name (both in the URL). */
const auswahlen = [
  { key: 'kunde', label: 'Kunde', placeholder: 'alle Kunden', Typeahead: KundeTypeahead },
  { key: 'projekt', label: 'Projekt', placeholder: 'alle Projekte', Typeahead: MonitorProjektTypeahead },
] as const;

export function MonitorFilterForm({
  filter,
  onChange,
}: {
  filter: MonitorFilterState;
  onChange: (f: Partial<MonitorFilterState>) => void;
}) {
  const aktiv = monitorSchnellfilter.find((s) => {
    const z = schnellfilterZeitraum(s.key, heute());
    return z.von === filter.von && z.bis === filter.bis;
  })?.key;
  return (
    <div role="search" aria-label="Filter des Monitors">
      <Grid align="flex-end">
        {auswahlen.map(({ key, label, placeholder, Typeahead }) => (
          <Grid.Col key={key} span={{ base: 12, sm: 6, lg: 3 }}>
            <Typeahead
              label={label}
              placeholder={placeholder}
              value={filter[`${key}_id`] ? { id: Number(filter[`${key}_id`]), name: filter[key] } : null}
              onChange={(v) => onChange({ [`${key}_id`]: v ? String(v.id) : '', [key]: v?.name ?? '' })}
            />
          </Grid.Col>
        ))}
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
