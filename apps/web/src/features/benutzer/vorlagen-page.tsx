import { useRef, useState, type FormEvent, type ReactNode } from 'react';
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
import {
  benutzerArea,
  messages,
  permissionCatalogue,
  type OkAnswer,
  type Permission,
  type Vorlage,
  type VorlageFields,
} from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { api, errorMessage, ValidationError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useVorlagen, vorlagenKey } from './api';
import { BerechtigungenPicker } from './berechtigungen-picker';

/** Create and edit permission templates; saving a used one offers to apply the change to its users. */
export function VorlagenPage() {
  usePageTitle('Berechtigungsvorlagen');
  const vorlagen = useVorlagen();
  const [selected, setSelected] = useState<number | 'neu' | null>(null);
  // A template just created opens for editing and says it was saved.
  const [created, setCreated] = useState<number | null>(null);
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
                description={`${messages.berechtigungenAnzahl(v.berechtigungen.length)} · ${messages.benutzerAnzahl(v.benutzer_anzahl)}`}
                active={v.id === selected}
                onClick={() => {
                  setCreated(null);
                  setSelected(v.id);
                }}
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
            <VorlageCreate
              key="neu"
              onSaved={(v) => {
                setCreated(v.id);
                setSelected(v.id);
              }}
            />
          ) : current ? (
            <VorlageEdit key={current.id} vorlage={current} created={current.id === created} />
          ) : (
            <Text c="dimmed">Eine Vorlage wählen oder eine neue anlegen.</Text>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

type VorlageAnswer = OkAnswer<Vorlage> & { geaendert?: number };

const fieldsOf = (v: Pick<Vorlage, 'name' | 'berechtigungen'>): VorlageFields => ({
  name: v.name,
  berechtigungen: [...v.berechtigungen],
});
const refusal = (err: unknown) =>
  err instanceof ValidationError ? Object.values(err.errors).flat().join(' ') : errorMessage(err);
const savedText = (answer: VorlageAnswer) =>
  answer.geaendert
    ? `${messages.gespeichert} ${messages.benutzerAnzahl(answer.geaendert)} angepasst.`
    : messages.gespeichert;

function VorlageCreate({ onSaved }: { onSaved: (v: Vorlage) => void }) {
  const client = useQueryClient();
  const [fields, setFields] = useState<VorlageFields>({ name: '', berechtigungen: [] });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const answer = await api.post<VorlageAnswer>('/api/berechtigung-vorlagen', fields);
      await client.invalidateQueries({ queryKey: ['benutzer'] });
      onSaved(answer.data);
    } catch (err) {
      setError(refusal(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <VorlageFormFrame
      label="Neue Vorlage"
      fields={fields}
      onChange={setFields}
      onSubmit={save}
      busy={busy}
      error={error}
      autoFocus
    />
  );
}

/**
 * Editing a template like every other form (DESIGN §5): a version conflict merges field-wise, the ticked
 * permissions element-wise (what either side ticked or unticked applies), so nobody's tick is lost.
 */
function VorlageEdit({ vorlage, created }: { vorlage: Vorlage; created: boolean }) {
  const client = useQueryClient();
  const [fields, setFields] = useState<VorlageFields>(() => fieldsOf(vorlage));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(created ? messages.gespeichert : null);
  const [busy, setBusy] = useState(false);
  // Asked once per save; the merge after a conflict saves again with the same answer.
  const anwenden = useRef(false);
  const answer = useRef<VorlageAnswer | null>(null);
  const path = `/api/berechtigung-vorlagen/${vorlage.id}`;
  const edit = useRecordEdit<Vorlage, VorlageFields>({
    record: vorlage,
    update: async (f, version) => {
      answer.current = await api.put<VorlageAnswer>(path, { ...f, version, anwenden: anwenden.current });
      return answer.current.data;
    },
    load: (v) => setFields(fieldsOf(v)),
    onSaveError: (err) => setError(refusal(err)),
    sets: ['berechtigungen'],
    onTakeCurrent: () => void client.invalidateQueries({ queryKey: vorlagenKey }),
    remove: () => api.delete(path),
    listPath: `${benutzerArea.path}/vorlagen`,
    allowNavigation: () => undefined,
  });

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    setError(null);
    setSaved(null);
    answer.current = null;
    setBusy(true);
    try {
      anwenden.current =
        vorlage.benutzer_anzahl > 0 &&
        (await confirm(
          `Änderung auch auf die ${messages.benutzerAnzahl(vorlage.benutzer_anzahl)} dieser Vorlage anwenden?`,
          {
            details:
              'Hinzugefügte Berechtigungen bekommen sie dazu, entfernte verlieren sie; eigene Abweichungen bleiben.',
            confirmLabel: 'Ja, anwenden',
            cancelLabel: 'Nur die Vorlage',
          },
        ));
      await edit.save(fields);
      if (answer.current) {
        setSaved(savedText(answer.current));
        await client.invalidateQueries({ queryKey: ['benutzer'] });
      }
    } finally {
      setBusy(false);
    }
  };

  const conflict = edit.conflict && (
    <VersionConflict
      fields={[
        { key: 'name', label: 'Name' },
        {
          key: 'berechtigungen',
          label: 'Berechtigungen',
          format: (v) => (v as Permission[]).map((p) => permissionCatalogue[p]).join(', '),
        },
      ]}
      mine={edit.conflict.mine}
      current={edit.conflict.current}
      changedBy={edit.conflict.changedBy}
      conflicts={edit.conflict.conflicts}
      choices={edit.conflict.choices}
      onChoose={edit.choose}
      onTakeCurrent={() => void edit.takeCurrent()}
      onOverwrite={() => void save()}
      busy={busy}
    />
  );
  return (
    <VorlageFormFrame
      label={`Vorlage ${vorlage.name} bearbeiten`}
      fields={fields}
      onChange={setFields}
      onSubmit={save}
      busy={busy}
      error={error}
      saved={saved}
      conflict={conflict}
    />
  );
}

function VorlageFormFrame({
  label,
  fields,
  onChange,
  onSubmit,
  busy,
  error,
  saved,
  conflict,
  autoFocus = false,
}: {
  label: string;
  fields: VorlageFields;
  onChange: (fields: VorlageFields) => void;
  onSubmit: (e: FormEvent) => Promise<void>;
  busy: boolean;
  error: string | null;
  saved?: string | null;
  conflict?: ReactNode;
  autoFocus?: boolean;
}) {
  return (
    <Paper withBorder p="md">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={label}>
        <Stack>
          {saved && <InfoAlert key={saved}>{saved}</InfoAlert>}
          {conflict}
          <TextInput
            label="Name"
            required
            value={fields.name}
            onChange={(e) => onChange({ ...fields, name: e.currentTarget.value })}
            data-autofocus
            autoFocus={autoFocus}
          />
          <BerechtigungenPicker
            value={fields.berechtigungen}
            onChange={(berechtigungen) => onChange({ ...fields, berechtigungen })}
          />
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
