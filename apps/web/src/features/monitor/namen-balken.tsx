import { BarChart, type BarChartSeries } from '@mantine/charts';

/** Counts (views, people) step in whole numbers: 1 active user is not drawn on a 0.25 scale. */
export const ganzeZahlen = { allowDecimals: false } as const;

const BALKEN_PX = 26;
const ZEICHEN = 26;

/** A name on one line: a long project or firm name is cut (the tooltip shows it whole). */
const kurzName = (name: string) => (name.length > ZEICHEN ? `${name.slice(0, ZEICHEN - 1)}…` : name);

/** recharts wraps a tick at a width of its own choosing; a name is one line, cut, beside its bar. */
function Name({
  x,
  y,
  payload,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}) {
  const name = String(payload?.value ?? '');
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={12} fill="var(--chart-text-color, currentColor)">
      <title>{name}</title>
      <tspan className="namen-balken-name">{kurzName(name)}</tspan>
    </text>
  );
}

/**
 * Horizontal bars, one per name, every name beside its bar: the chart grows with the number of bars
 * (at a fixed height recharts silently dropped every second label).
 */
export function NamenBalken({
  data,
  series,
  withLegend = false,
}: {
  data: Record<string, unknown>[];
  series: BarChartSeries[];
  withLegend?: boolean;
}) {
  return (
    <BarChart
      h={data.length * BALKEN_PX * (series.length > 1 ? 1.5 : 1) + (withLegend ? 70 : 40)}
      data={data}
      dataKey="name"
      orientation="vertical"
      withLegend={withLegend}
      xAxisProps={ganzeZahlen}
      yAxisProps={{ width: 190, interval: 0, tick: Name }}
      series={series}
    />
  );
}
