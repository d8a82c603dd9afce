import { useMemo } from 'react';
import { Button, Group } from '@mantine/core';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { benutzerArea, messages, type Benutzer, type OkAnswer } from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import { useAreaChanged } from '../../components/area/use-area-api';
import { showAlert } from '../../components/confirm';
import type { FilterField } from '../../components/filter-form/filter-form';
import { api, errorMessage } from '../../lib/api-client';
import { useVorlagen } from './api';
import { benutzerColumns } from './benutzer-columns';
import { choiceOptions, idNameOptions } from '../../lib/options';

const rowLabel = (b: Benutzer) => `${b.name} (${b.email})`;

export function BenutzerListPage() {
  const vorlagen = useVorlagen().data;
  const changed = useAreaChanged(benutzerArea);
  const filterFields = useMemo<FilterField[]>(
    () => [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'E-Mail' },
      { key: 'aktiv', label: 'Status', options: choiceOptions({ true: 'aktiv', false: 'inaktiv' }) },
      { key: 'vorlage_id', label: 'Vorlage', options: idNameOptions(vorlagen ?? []) },
    ],
    [vorlagen],
  );

  // Bulk actions: users are (de)activated, never deleted.
  const setAktiv = async (ids: number[], aktiv: boolean) => {
    if (ids.length === 0) return showAlert(messages.keineAuswahl);
    try {
      const answer = await api.post<OkAnswer<{ geaendert: number }>>('/api/benutzer/bulk-aktiv', {
        ids,
        aktiv,
      });
      notifications.show({
        message: `${messages.benutzerAnzahl(answer.data.geaendert)} ${aktiv ? 'aktiviert' : 'deaktiviert'}.`,
      });
      changed();
    } catch (error) {
      await showAlert(errorMessage(error));
    }
  };

  return (
    <AreaListPage<Benutzer>
      area={benutzerArea}
      columns={benutzerColumns}
      filterFields={filterFields}
      rowLabel={rowLabel}
      headerExtra={
        <Button component={Link} to="/benutzer/vorlagen" variant="default">
          Berechtigungsvorlagen
        </Button>
      }
      actions={(ids) => (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => void setAktiv(ids, true)}
          >
            Aktivieren
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserOff size={16} aria-hidden />}
            onClick={() => void setAktiv(ids, false)}
          >
            Deaktivieren
          </Button>
        </Group>
      )}
    />
  );
}
