import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  NavLink,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { benutzerArea, messages, type OkAnswer, type Permission, type Vorlage } from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { api, ConflictError, errorMessage, ValidationError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useVorlagen } from './api';
import { BerechtigungenPicker } from './berechtigungen-picker';

/** Create and edit permission templates; saving a used one offers to apply the change to its users. */
export function VorlagenPage() {
  usePageTitle('Berechtigungsvorlagen');
  const vorlagen = useVorlagen();
  const [selected, setSelected] = useState<number | 'neu' | null>(null);
  const current = vorlagen.data?.find((v) => v.id === selected) ?? null;
  return (
    <>
      <Anchor component={Link} to={benutzerArea.path} size="sm">
        ← Zu den BenutzerInnen
      </Anchor>
      <Title order={1} my="md">
        Berechtigungsvorlagen
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" component="nav" aria-label="Vorlagen">
            {vorlagen.data?.map((v) => (
              <NavLink
                key={v.id}
                component="button"
                label={v.name}
                description={`${v.berechtigungen.length} Berechtigungen · ${v.benutzer_anzahl} BenutzerInnen`}
                active={v.id === selected}
                onClick={() => setSelected(v.id)}
              />
            ))}
            <Button
              mt="xs"
              variant="light"
              fullWidth
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setSelected('neu')}
            >
              Neue Vorlage
            </Button>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {selected === 'neu' ? (
            <VorlageForm key="neu" vorlage={null} onSaved={(v) => setSelected(v.id)} />
          ) : current ? (
            <VorlageForm key={current.id} vorlage={current} onSaved={() => undefined} />
          ) : (
            <Text c="dimmed">Eine Vorlage wählen oder eine neue anlegen.</Text>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

function VorlageForm({ vorlage, onSaved }: { vorlage: Vorlage | null; onSaved: (v: Vorlage) => void }) {
  const client = useQueryClient();
  const [name, setName] = useState(vorlage?.name ?? '');
  const [berechtigungen, setBerechtigungen] = useState<Permission[]>([...(vorlage?.berechtigungen ?? [])]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      let answer: OkAnswer<Vorlage> & { geaendert?: number };
      if (vorlage) {
        const anwenden =
          vorlage.benutzer_anzahl > 0 &&
          (await confirm(
            `Änderung auch auf die ${vorlage.benutzer_anzahl} BenutzerInnen dieser Vorlage anwenden?`,
            {
              details:
                'Hinzugefügte Berechtigungen bekommen sie dazu, entfernte verlieren sie; eigene Abweichungen bleiben.',
              confirmLabel: 'Ja, anwenden',
              cancelLabel: 'Nur die Vorlage',
            },
          ));
        answer = await api.put(`/api/berechtigung-vorlagen/${vorlage.id}`, {
          name,
          berechtigungen,
          version: vorlage.version,
          anwenden,
        });
      } else {
        answer = await api.post('/api/berechtigung-vorlagen', { name, berechtigungen });
      }
      setSaved(
        answer.geaendert
          ? `${messages.gespeichert} ${answer.geaendert} BenutzerInnen angepasst.`
          : messages.gespeichert,
      );
      await client.invalidateQueries({ queryKey: ['benutzer'] });
      onSaved(answer.data);
    } catch (err) {
      if (err instanceof ConflictError)
        setError(`${err.message} Bitte die Vorlage neu wählen; Ihre Auswahl bleibt bis dahin stehen.`);
      else if (err instanceof ValidationError) setError(Object.values(err.errors).flat().join(' '));
      else setError(errorMessage(err));
      if (err instanceof ConflictError) void client.invalidateQueries({ queryKey: ['benutzer', 'vorlagen'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(e) => void save(e)}
        noValidate
        aria-label={vorlage ? `Vorlage ${vorlage.name} bearbeiten` : 'Neue Vorlage'}
      >
        <Stack>
          {saved && <InfoAlert key={saved}>{saved}</InfoAlert>}
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
            autoFocus={!vorlage}
          />
          <BerechtigungenPicker value={berechtigungen} onChange={setBerechtigungen} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              Speichern
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
