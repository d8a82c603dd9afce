import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { abfragearten, type Abfrage, type Verlauf } from '@app/domain';
import { formatDate, formatNumber } from '../../lib/format';

const day = (iso: string) => iso.slice(0, 10);
/** Counts as the house writes them: 1.200.000. */
const count = (value: number) => formatNumber(value, 0);
/**
 * A count's axis steps in whole numbers (0, 1, 2 – not 0, 0,5, 1 shown rounded as 0, 1, 1), every step
 * labelled (recharts otherwise drops one next to the top: 0, 30, 60, 120).
 */
const wholeSteps = { allowDecimals: false, interval: 0 } as const;

/** A check's trend: new, fixed and open rows per run. */
export function TrendChart({ verlauf }: { verlauf: Verlauf[] }) {
  if (verlauf.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Noch kein abgeschlossener Lauf.
      </Text>
    );
  const data = verlauf.map((v) => ({
    datum: formatDate(v.datum, true),
    neu: v.neu,
    behoben: v.behoben,
    offen: v.offen,
  }));
  return (
    <LineChart
      h={160}
      valueFormatter={count}
      yAxisProps={wholeSteps}
      data={data}
      dataKey="datum"
      role="img"
      aria-label="Verlauf: neu, behoben, offen"
      withLegend
      series={[
        { name: 'offen', label: 'offen', color: 'orange.6' },
        { name: 'neu', label: 'neu', color: 'red.6' },
        { name: 'behoben', label: 'behoben', color: 'teal.6' },
      ]}
    />
  );
}

/**
 * Categories as horizontal bars, their names on the side: beneath the bars the chart left out every other
 * name at 1,280 px (a third of the page is too narrow for 'Vollständigkeit', 'ausstattungsqualitaeten' …).
 */
const categoryBars = { orientation: 'vertical', yAxisProps: { width: 140 }, xAxisProps: wholeSteps } as const;

/** Overview: open rows by abfrageart, by thema, and over time (the checks' last run per day, summed). */
export function OverviewCharts({ abfragen }: { abfragen: Abfrage[] }) {
  const byArt = abfragearten.map((a) => ({
    art: a.name,
    offen: abfragen.filter((q) => q.abfrageart_id === a.id).reduce((s, q) => s + q.offen, 0),
  }));
  const themen = new Map<string, number>();
  for (const q of abfragen) for (const t of q.themen) themen.set(t, (themen.get(t) ?? 0) + q.offen);
  const byThema = [...themen].map(([thema, offen]) => ({ thema, offen }));
  // Per day: every check's latest open count known by then.
  const days = [...new Set(abfragen.flatMap((q) => q.verlauf.map((v) => day(v.datum))))].sort();
  const overTime = days.map((d) => ({
    datum: formatDate(d),
    offen: abfragen.reduce(
      (s, q) => s + ([...q.verlauf].reverse().find((v) => day(v.datum) <= d)?.offen ?? 0),
      0,
    ),
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} mb="md">
      <ChartCard title="Offen nach Abfrageart">
        <BarChart
          h={160}
          valueFormatter={count}
          data={byArt}
          dataKey="art"
          {...categoryBars}
          series={[{ name: 'offen', color: 'orange.6' }]}
          role="img"
          aria-label="Offen nach Abfrageart"
        />
      </ChartCard>
      <ChartCard title="Offen nach Thema">
        <BarChart
          h={160}
          valueFormatter={count}
          data={byThema}
          dataKey="thema"
          {...categoryBars}
          series={[{ name: 'offen', color: 'blue.6' }]}
          role="img"
          aria-label="Offen nach Thema"
        />
      </ChartCard>
      <ChartCard title="Offen im Zeitverlauf">
        {overTime.length ? (
          <AreaChart
            h={160}
            valueFormatter={count}
            yAxisProps={wholeSteps}
            data={overTime}
            dataKey="datum"
            series={[{ name: 'offen', color: 'orange.6' }]}
            role="img"
            aria-label="Offen im Zeitverlauf"
          />
        ) : (
          <Text c="dimmed" size="sm">
            Noch kein abgeschlossener Lauf.
          </Text>
        )}
      </ChartCard>
    </SimpleGrid>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
