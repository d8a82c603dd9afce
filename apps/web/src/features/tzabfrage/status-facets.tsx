import { Chip, Group } from '@mantine/core';
import { useSearchParams } from 'react-router';

/** The status filter of a list, kept in the URL (`?status=`), each chip with its count. */
export function useStatusParam<S extends string>(statuses: readonly S[]): [S | null, (s: S | null) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = statuses.find((s) => s === raw) ?? null;
  const set = (s: S | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (s) next.set('status', s);
      else next.delete('status');
      return next;
    });
  return [status, set];
}

export function StatusFacets<S extends string>({
  statuses,
  labels,
  counts,
  value,
  onChange,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  counts: Partial<Record<S, number>> | undefined;
  value: S | null;
  onChange(s: S | null): void;
}) {
  const total = statuses.reduce((n, s) => n + (counts?.[s] ?? 0), 0);
  return (
    <Chip.Group value={value ?? 'alle'} onChange={(v) => onChange(v === 'alle' ? null : (v as S))}>
      <Group gap="xs" mb="sm" role="group" aria-label="Nach Status filtern">
        <Chip value="alle">Alle ({total})</Chip>
        {statuses.map((s) => (
          <Chip key={s} value={s}>
            {labels[s]} ({counts?.[s] ?? 0})
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
