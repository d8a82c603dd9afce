import { Paper, Text } from '@mantine/core';

/** One figure of a job's progress (Firmenbuch queries, Tzabfragen): label above, value below. */
export function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} data-testid={`stat-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}
