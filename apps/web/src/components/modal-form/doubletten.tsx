import { Alert, Anchor, Button, Group, List } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messages, type OkAnswer } from '@app/domain';
import { api } from '../../lib/api-client';

/** Wait after the last keystroke before asking for likely duplicates. */
export const doublettenDebounceMs = 300;

/**
 * Likely duplicates of the record being typed (issue 27), from the area's `…/doubletten` call; `params`
 * null while the input names nothing to compare yet.
 */
export function useDoubletten<T>(path: string, params: Record<string, string> | null): readonly T[] {
  // A string: a new object each render would restart the wait.
  const [debounced] = useDebouncedValue(params ? JSON.stringify(params) : null, doublettenDebounceMs);
  const query = useQuery({
    queryKey: ['doubletten', path, debounced],
    queryFn: ({ signal }) =>
      api.get<OkAnswer<T[]>>(path, JSON.parse(debounced!) as Record<string, string>, signal),
    enabled: debounced !== null,
    staleTime: 5_000,
  });
  return params !== null && debounced !== null ? (query.data?.data ?? []) : [];
}

/**
 * The likely duplicates above a creation form: each links to its record (in a new tab, the form stays)
 * and, in a modal, can be taken instead of creating a new one.
 */
export function DoublettenHinweis<T extends { id: number }>({
  items,
  label,
  href,
  onPick,
}: {
  items: readonly T[];
  label: (item: T) => string;
  href: (item: T) => string;
  /** Takes the record instead of creating one (modals); without it the records are only linked. */
  onPick?: (item: T) => void;
}) {
  if (!items.length) return null;
  return (
    <Alert
      color="yellow"
      role="status"
      icon={<IconAlertTriangle aria-hidden />}
      aria-label="Mögliche Doubletten"
    >
      {onPick ? messages.doublettenUebernehmen : messages.doublettenHinweis}
      <List mt={6} spacing={4} listStyleType="none">
        {items.map((item) => (
          <List.Item key={item.id}>
            <Group gap="sm" wrap="nowrap">
              <Anchor component={Link} to={href(item)} target="_blank" size="sm">
                {label(item)}
              </Anchor>
              {onPick && (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => onPick(item)}
                  aria-label={`Übernehmen: ${label(item)}`}
                >
                  Übernehmen
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
