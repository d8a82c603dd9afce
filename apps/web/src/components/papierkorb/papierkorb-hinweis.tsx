import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  formatDate,
  messages,
  papierkorbSuchfelder,
  type AreaDefinition,
  type PapierkorbSuchArea,
} from '@app/domain';
import { errorMessage } from '../../lib/api-client';
import { useAreaAccess } from '../../lib/areas';
import { navigateDiscarding } from '../unsaved-changes';
import { usePapierkorbSuche, useWiederherstellen } from './use-papierkorb';

export const papierkorbHinweisDebounceMs = 300;

/**
 * The create form's hint (issue 28, DOMAIN: a record in the bin does not block a new one): when the typed
 * unique value (FN, Projektnr) belongs to a deleted record, it says so and offers to restore that record
 * and open it. Nothing happens unless the user chooses it; what was typed stays.
 */
export function PapierkorbHinweis({
  area,
  wert,
  frame = (alert) => alert,
}: {
  area: AreaDefinition & { key: PapierkorbSuchArea };
  /** The typed value as stored (canonical). */
  wert: string;
  /** Wraps the hint when there is one (e.g. in a grid column under the field). */
  frame?: (alert: ReactNode) => ReactNode;
}) {
  const [debounced] = useDebouncedValue(wert.trim(), papierkorbHinweisDebounceMs);
  const suche = usePapierkorbSuche(area, debounced);
  const restore = useWiederherstellen(area);
  const navigate = useNavigate();
  const canRestore = useAreaAccess(area).write;
  const entry = debounced === wert.trim() ? suche.data?.[0] : undefined;
  if (!entry) return null;
  const von = entry.original_user_name
    ? `${entry.user_name ?? 'unbekannt'} im Namen von ${entry.original_user_name}`
    : (entry.user_name ?? 'unbekannt');
  return frame(
    <Alert color="yellow" icon={<IconTrash aria-hidden />} role="status">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          {messages.papierkorbTreffer(papierkorbSuchfelder[area.key].wer, formatDate(entry.at), von)}
        </Text>
        {canRestore && (
          <Button
            size="xs"
            variant="light"
            color="yellow"
            loading={restore.isPending}
            // Choosing the old record leaves what was typed behind on purpose: no 'unsaved changes' question.
            onClick={() =>
              restore.restore(entry, (id) => void navigateDiscarding(() => navigate(`${area.path}/${id}`)))
            }
          >
            Wiederherstellen
          </Button>
        )}
      </Group>
      {restore.isError && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {errorMessage(restore.error)}
        </Text>
      )}
    </Alert>,
  );
}
