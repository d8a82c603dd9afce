import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { AusnahmeCreateSchema, formToApi, messages, type Abfrage } from '@app/domain';
import { api, errorMessage, ValidationError } from '../../lib/api-client';
import { useAbfrageRow, useEmpfaenger, useInvalidateDatencheck } from './api';
import { idNameOptions } from '../../lib/options';
import { ChoiceMultiSelect } from '../../components/choice-select/choice-multi-select';

/** What the dialogs act on: the check and the chosen rows' indexes. */
interface DialogProps {
  abfrage: Abfrage;
  idxs: string[];
  onClose: () => void;
}

/** The exception popup: a reason is required; POST with abfrage_id and idx; 'ok' reloads the section. */
export function AusnahmeDialog({ abfrage, idxs, onClose }: DialogProps) {
  const [grund, setGrund] = useState('');
  const [bis, setBis] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidateDatencheck();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!grund.trim()) return setError(messages.pflichtfeld);
    setBusy(true);
    try {
      for (const idx of idxs) {
        // An empty date is null: the API takes ISO dates or null only (issue 30).
        const body = formToApi(AusnahmeCreateSchema, { abfrage_id: abfrage.id, idx, grund, bis });
        const answer = await api.post<{ status: string }>('/api/datencheck/ausnahmen', body);
        if (answer.status !== 'ok') throw new Error(messages.loeschenFehler);
      }
      await invalidate();
      onClose();
    } catch (e) {
      setError(e instanceof ValidationError ? Object.values(e.errors).flat().join('; ') : errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Ausnahme: ${abfrage.name}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{idxs.length === 1 ? `Zeile ${idxs[0]}` : `${idxs.length} Zeilen`}</Text>
          <Textarea
            label="Grund"
            required
            autoFocus
            value={grund}
            onChange={(e) => setGrund(e.currentTarget.value)}
            error={error}
            autosize
            minRows={3}
          />
          <TextInput
            label="Gültig bis (optional)"
            type="date"
            value={bis}
            onChange={(e) => setBis(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Abbrechen
            </Button>
            <Button type="submit" loading={busy}>
              Ausnahme speichern
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Notify the chosen users or the rows' last editors (SPEC §7 rows[], users[], tgt). */
export function BenachrichtigenDialog({ abfrage, idxs, onClose }: DialogProps) {
  const [tgt, setTgt] = useState<'user' | 'editor'>('user');
  const [users, setUsers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const empfaenger = useEmpfaenger(true);
  const invalidate = useInvalidateDatencheck();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tgt === 'user' && users.length === 0) return setError(messages.keineBenutzer);
    try {
      const answer = await api.post<{ data: { empfaenger: number } }>('/api/datencheck/benachrichtigen', {
        abfrage_id: abfrage.id,
        rows: idxs,
        tgt,
        users: tgt === 'user' ? users.map(Number) : [],
      });
      setDone(answer.data.empfaenger);
      await invalidate();
    } catch (e) {
      setError(e instanceof ValidationError ? Object.values(e.errors).flat().join('; ') : errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Benachrichtigen: ${abfrage.name}`}>
      {done !== null ? (
        <Stack>
          <Alert color="teal" role="status">
            {`${messages.benutzerAnzahl(done)} benachrichtigt.`}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} autoFocus>
              Schließen
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{idxs.length === 1 ? '1 Zeile' : `${idxs.length} Zeilen`}</Text>
            <Radio.Group label="Empfänger" value={tgt} onChange={(v) => setTgt(v as 'user' | 'editor')}>
              <Group mt="xs">
                <Radio value="user" label="Ausgewählte BenutzerInnen" />
                <Radio value="editor" label="Letzte BearbeiterInnen der Zeilen" />
              </Group>
            </Radio.Group>
            {tgt === 'user' && (
              <ChoiceMultiSelect
                label="BenutzerInnen"
                data={idNameOptions(empfaenger.data?.data ?? [])}
                value={users}
                onChange={setUsers}
              />
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Abbrechen
              </Button>
              <Button type="submit">Benachrichtigen</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** A row's detail: the check's description and SQL and the row as found (SPEC §7 row call). */
export function RowDetail({
  abfrage,
  idx,
  onClose,
  onRecheck,
}: {
  abfrage: Abfrage;
  idx: string;
  onClose: () => void;
  onRecheck?: () => void;
}) {
  const row = useAbfrageRow(abfrage.id, idx);
  return (
    <Modal opened onClose={onClose} title={`${abfrage.name}: Zeile ${idx}`} size="lg">
      {row.isError && <Alert color="red">{messages.ladenFehler}</Alert>}
      {row.data && (
        <Stack>
          <Text size="sm">{row.data.beschreibung}</Text>
          <Code block>{row.data.sql}</Code>
          <Table withTableBorder>
            <Table.Tbody>
              {Object.entries(row.data.row ?? {}).map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th w="30%">{key}</Table.Th>
                  <Table.Td>{value === null ? '–' : String(value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            {onRecheck && (
              <Button variant="default" onClick={onRecheck}>
                Erneut prüfen
              </Button>
            )}
            <Button onClick={onClose}>Schließen</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
