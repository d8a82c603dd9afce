import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Code,
  Group,
  List,
  Modal,
  NumberInput,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconKey, IconLink, IconUserQuestion, IconUserX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  AnmeldenAlsSchema,
  anmeldenAlsMaxMinuten,
  benutzerArea,
  formatDate,
  formToApi,
  passwortMinLaenge,
  type Benutzer,
  type OkAnswer,
  type PasswortLink,
  type SessionData,
} from '@app/domain';
import { useAreaChanged } from '../../components/area/use-area-api';
import { CopyButton } from '../../components/copy-button';
import { api, errorMessage, ValidationError } from '../../lib/api-client';
import { switchSession, useCan, useCurrentUser } from '../../lib/session';

type Dialog = 'link' | 'passwort' | 'anonymisieren' | 'anmelden' | null;

/** The first message of a failed call, for one field of a small dialog. */
function fieldError(error: unknown, field: string): string {
  if (error instanceof ValidationError)
    return (error.errors[field] ?? Object.values(error.errors).flat()).join(' ');
  return errorMessage(error);
}

/** A second field's own message (e.g. the duration beside the reason), kept off the first field. */
function ownFieldError(error: unknown, field: string): string | null {
  return error instanceof ValidationError ? (error.errors[field]?.join(' ') ?? null) : null;
}

/** A dialog's form: Enter submits, Esc closes (Mantine), the first field has focus. */
function DialogForm({
  onSubmit,
  busy,
  submitLabel,
  danger,
  onCancel,
  children,
}: {
  onSubmit: () => Promise<void>;
  busy: boolean;
  submitLabel: string;
  danger?: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Abbrechen
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Password link / password, anonymising and acting as the user: the edit page's actions. */
export function BenutzerAktionen({ record }: { record: Benutzer }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [minutenError, setMinutenError] = useState<string | null>(null);
  const [link, setLink] = useState<PasswortLink | null>(null);
  const [value, setValue] = useState('');
  const [minuten, setMinuten] = useState<number | string>(anmeldenAlsMaxMinuten);
  const changed = useAreaChanged<Benutzer>(benutzerArea);
  const navigate = useNavigate();
  const canImpersonate = useCan('benutzer.anmelden_als');
  const self = useCurrentUser()?.id === record.id;
  if (record.anonymisiert_am) return null;

  const open = (d: Dialog) => {
    setDialog(d);
    setError(null);
    setMinutenError(null);
    setValue('');
    setLink(null);
  };
  const close = () => setDialog(null);
  const run = async (field: string, call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setMinutenError(null);
    try {
      await call();
    } catch (e) {
      const minutenMessage = ownFieldError(e, 'minuten');
      setMinutenError(minutenMessage);
      if (!minutenMessage || ownFieldError(e, field)) setError(fieldError(e, field));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Group gap="xs" mb="md">
        {/* One's own password: the user menu's 'Passwort ändern' with the current one (the server refuses it here). */}
        {!self && (
          <>
            <Button
              variant="default"
              leftSection={<IconLink size={16} aria-hidden />}
              onClick={() => open('link')}
            >
              {/* Short, so the four actions fit one line at 1,280 px; the dialog's title says what it is for. */}
              Einmal-Link erzeugen
            </Button>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => open('passwort')}
            >
              Passwort setzen
            </Button>
          </>
        )}
        {canImpersonate && record.aktiv && (
          <Button
            variant="default"
            leftSection={<IconUserQuestion size={16} aria-hidden />}
            onClick={() => open('anmelden')}
          >
            Als diese Person anmelden
          </Button>
        )}
        <Button
          variant="light"
          color="red"
          leftSection={<IconUserX size={16} aria-hidden />}
          onClick={() => open('anonymisieren')}
        >
          Anonymisieren
        </Button>
      </Group>

      <Modal opened={dialog === 'link'} onClose={close} title="Einmal-Link zum Passwort setzen" size="lg">
        {link ? (
          <Stack>
            <Text size="sm">
              Diesen Link an {record.name} weitergeben. Er gilt einmal, bis{' '}
              {formatDate(link.gueltig_bis, true)}.
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="passwort-link">
                {`${window.location.origin}${link.link}`}
              </Code>
              <CopyButton value={`${window.location.origin}${link.link}`} label="Link kopieren" />
            </Group>
            <Group justify="flex-end">
              <Button onClick={close} data-autofocus>
                Schließen
              </Button>
            </Group>
          </Stack>
        ) : (
          <DialogForm
            busy={busy}
            submitLabel="Link erzeugen"
            onCancel={close}
            onSubmit={() =>
              run('_', async () => {
                setLink(
                  (await api.post<OkAnswer<PasswortLink>>(`/api/benutzer/${record.id}/passwort-link`)).data,
                );
              })
            }
          >
            <Text size="sm">
              Ein neuer Link ersetzt einen früheren. Kein Mailserver nötig: der Link wird hier angezeigt.
            </Text>
            {error && <Alert color="red">{error}</Alert>}
          </DialogForm>
        )}
      </Modal>

      <Modal opened={dialog === 'passwort'} onClose={close} title={`Passwort für ${record.name} setzen`}>
        <DialogForm
          busy={busy}
          submitLabel="Passwort setzen"
          onCancel={close}
          onSubmit={() =>
            run('passwort', async () => {
              await api.post(`/api/benutzer/${record.id}/passwort`, { passwort: value });
              close();
              changed();
            })
          }
        >
          <PasswordInput
            label="Neues Passwort"
            description={`Mindestens ${passwortMinLaenge} Zeichen, ohne E-Mail-Adresse.`}
            autoComplete="new-password"
            data-autofocus
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
          />
        </DialogForm>
      </Modal>

      <Modal
        opened={dialog === 'anonymisieren'}
        onClose={close}
        title={`${record.name} anonymisieren`}
        size="lg"
      >
        <DialogForm
          busy={busy}
          danger
          submitLabel="Endgültig anonymisieren"
          onCancel={close}
          onSubmit={() =>
            run('email', async () => {
              const answer = await api.post<OkAnswer<Benutzer>>(`/api/benutzer/${record.id}/anonymisieren`, {
                email: value,
              });
              close();
              changed(answer.data);
            })
          }
        >
          <Text size="sm">Das kann nicht rückgängig gemacht werden.</Text>
          <div>
            <Text size="sm" fw={600}>
              Entfernt werden:
            </Text>
            <List size="sm">
              <List.Item>Name und E-Mail-Adresse (ersetzt durch „Anonym #{record.id}“)</List.Item>
              <List.Item>Anmeldedaten: Passwort, Einmal-Link, Berechtigungen</List.Item>
              <List.Item>
                alle offenen Sitzungen (die Person wird sofort abgemeldet und kann sich nicht mehr anmelden)
              </List.Item>
            </List>
            <Text size="sm" fw={600} mt="xs">
              Erhalten bleiben:
            </Text>
            <List size="sm">
              <List.Item>
                das Änderungsprotokoll und erstellte/geänderte Datensätze, unter dem Pseudonym „Anonym #
                {record.id}“
              </List.Item>
            </List>
          </div>
          <TextInput
            label={`Zur Bestätigung die E-Mail-Adresse eintippen: ${record.email}`}
            data-autofocus
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
          />
        </DialogForm>
      </Modal>

      <Modal opened={dialog === 'anmelden'} onClose={close} title={`Als ${record.name} anmelden`}>
        <DialogForm
          busy={busy}
          submitLabel="Anmelden als"
          onCancel={close}
          onSubmit={() =>
            run('grund', async () => {
              const answer = await api.post<OkAnswer<SessionData>>(
                `/api/benutzer/${record.id}/anmelden-als`,
                formToApi(AnmeldenAlsSchema, { grund: value, minuten }),
              );
              switchSession(answer.data);
              void navigate('/', { replace: true });
            })
          }
        >
          <Text size="sm">
            Sie handeln dann als diese Person; jede Änderung wird mit Ihnen als ursprünglicher BenutzerIn
            protokolliert. Die Person erfährt bei der nächsten Anmeldung davon und warum.
          </Text>
          <Textarea
            label="Grund"
            required
            data-autofocus
            autosize
            minRows={2}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
          />
          <NumberInput
            label="Dauer (Minuten)"
            min={1}
            max={anmeldenAlsMaxMinuten}
            // 90 is refused with the server's message, not quietly made 60 (issue 27).
            clampBehavior="none"
            allowDecimal={false}
            value={minuten}
            onChange={setMinuten}
            error={minutenError}
          />
        </DialogForm>
      </Modal>
    </>
  );
}
