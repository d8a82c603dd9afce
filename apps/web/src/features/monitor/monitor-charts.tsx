import { LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDate, type MonitorKundeRow, type MonitorUebersicht } from '@app/domain';
import { ganzeZahlen, NamenBalken } from './namen-balken';

const AKTIVSTE = 10;

const kurz = (iso: string) => formatDate(iso).slice(0, 6);

function Karte({ titel, children, testId }: { titel: string; children: React.ReactNode; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text fw={600} size="sm" mb="xs">
        {titel}
      </Text>
      {children}
    </Paper>
  );
}

/** Measures per day, each against the same days of the previous period (dashed). */
const vergleiche = [
  { key: 'aufrufe', titel: 'Aufrufe pro Tag (gestrichelt: Vorperiode)', label: 'Aufrufe', color: 'blue.6' },
  { key: 'aktive', titel: 'Aktive BenutzerInnen pro Tag', label: 'Aktive', color: 'teal.6' },
] as const;

/** Views and active users over time against the previous period; top projects; activity per Kunde. */
export function MonitorCharts({
  uebersicht,
  kunden,
}: {
  uebersicht: MonitorUebersicht;
  kunden: MonitorKundeRow[];
}) {
  // The table's page may hold 50 Kunden: the chart shows the most active, each with its name.
  const aktivste = [...kunden].sort((a, b) => b.aufrufe - a.aufrufe).slice(0, AKTIVSTE);
  const verlauf = uebersicht.verlauf.map((t) => ({ ...t, tag: kurz(t.tag) }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {vergleiche.map((v) => (
        <Karte key={v.key} titel={v.titel} testId={`chart-${v.key}`}>
          <LineChart
            h={220}
            yAxisProps={ganzeZahlen}
            data={verlauf}
            dataKey="tag"
            withLegend
            series={[
              { name: v.key, label: v.label, color: v.color },
              { name: `vorher_${v.key}`, label: 'Vorperiode', color: 'gray.5', strokeDasharray: '5 5' },
            ]}
          />
        </Karte>
      ))}
      <Karte titel="Meistgesehene Projekte" testId="chart-projekte">
        {uebersicht.top_projekte.length ? (
          <NamenBalken
            data={uebersicht.top_projekte}
            series={[{ name: 'aufrufe', label: 'Aufrufe', color: 'indigo.6' }]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Keine Projektaufrufe im Zeitraum.
          </Text>
        )}
      </Karte>
      <Karte
        titel={
          kunden.length > AKTIVSTE
            ? `Aktivität pro Kunde (die ${AKTIVSTE} mit den meisten Aufrufen)`
            : 'Aktivität pro Kunde'
        }
        testId="chart-kunden"
      >
        {kunden.length ? (
          <NamenBalken
            data={aktivste.map((k) => ({ name: k.name, aufrufe: k.aufrufe, vorher: k.vorher_aufrufe }))}
            withLegend
            series={[
              { name: 'aufrufe', label: 'Aufrufe', color: 'blue.6' },
              { name: 'vorher', label: 'Vorperiode', color: 'gray.4' },
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Keine Kunden.
          </Text>
        )}
      </Karte>
    </SimpleGrid>
  );
}
