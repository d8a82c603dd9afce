import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { messages, type FirmaKurz, type FirmaRolle, type PersonKurz } from '@app/domain';
import { ChoiceSelect } from '../choice-select/choice-select';
import { confirm } from '../confirm';
import { FirmaTypeahead } from '../pickers/firmen/firma-typeahead';
import { PersonTypeahead } from '../pickers/personen/person-typeahead';
import { ApiError, ValidationError } from '../../lib/api-client';

/** The SPEC §8 text, with the server's reasons when it named any (e.g. already assigned). */
function failure(base: string, error: unknown): string {
  const details = error instanceof ValidationError ? Object.values(error.errors).flat() : [];
  return [base, ...details].join(' ');
}

/** What the add form picked; the area turns it into its SPEC §7 add call. */
export interface AssignmentPick {
  firma_id: number | null;
  person_id: number | null;
  rolle_id: number | null;
  projektadresse: boolean;
}

export interface AssignmentColumn<T> {
  header: string;
  w?: number;
  cell: (row: T) => ReactNode;
}

type Art = 'firma' | 'person';

export interface AssignmentSectionProps<T extends { id: number }> {
  /** Heading (with the count), e.g. 'Käufer'. */
  title: string;
  /** The table's name (default: the title). */
  tableLabel?: string;
  /** The add form's name (default: '<title> hinzufügen') and its button (default: 'Hinzufügen'). */
  formLabel?: string;
  submitLabel?: string;
  /** Shown while nothing is assigned. */
  emptyText: string;
  rows: readonly T[];
  columns: readonly AssignmentColumn<T>[];
  /** Names a row in the remove button and the confirmation. */
  rowName: (row: T) => string;
  canEdit: boolean;
  /** What is assigned: a firm (sellers, brokers, project firms), a person, or either (buyers). */
  pick?: 'firma' | 'person' | 'firma-or-person';
  /** The picker's label per kind (default: '<title> (Firma)' / '<title> (Person)'). */
  pickLabel?: (art: Art) => string;
  /** Accessible name of the firm/person switch. */
  artLabel?: string;
  /** Broker lists offer Makler firms first. */
  preferMakler?: boolean;
  /** The role a firm created in the picker's modal is flagged with, from the chosen role (if any). */
  firmaRolle?: (rolleId: number | null) => FirmaRolle | null;
  /** With a role (project firms): the choices, the first preselected. */
  roles?: readonly { value: string; label: string }[];
  /** Persons get the 'Projektadresse' box (buyers). */
  projektadresse?: boolean;
  /** SPEC §5 message when nothing was picked (default: 'a firma is required'). */
  requiredMessage?: string;
  /** The add call (SPEC §7, with or without the record's id); answers the new row. */
  add?: (pick: AssignmentPick) => Promise<T>;
  /** The remove call; answers the SPEC §7 answer (its `status` is checked). */
  remove: (id: number) => Promise<unknown>;
  onAdded?: (row: T) => void;
  onRemoved?: (id: number) => void;
  /**
   * Instead of the add form: a picker that adds at once (the BAB's special equipment, inside the BAB's
   * own form, where a nested form cannot be); it calls `add`'s run with its choice.
   */
  picker?: (run: (pick: () => Promise<T>) => Promise<void>, busy: boolean) => ReactNode;
  /** The remove button's name (default: 'Entfernen: <name>') and the confirmation's button. */
  removeLabel?: (row: T) => string;
  confirmLabel?: string;
  /** Without frame and heading (the section sits in the record's own section). */
  bare?: boolean;
  maw?: number | string;
}

/**
 * The one assignment section (SPEC §7 buyers, sellers, brokers, special equipment, project firms): the
 * assigned rows with remove (after 'Wirklich löschen?'), and the add form. Before the record's first
 * save the add call runs without its id and the create call claims the rows. Failures show the SPEC §8
 * messages with the server's reasons.
 */
export function AssignmentSection<T extends { id: number }>(props: AssignmentSectionProps<T>) {
  const { title, rows, canEdit, pick = 'firma' } = props;
  const [art, setArt] = useState<Art>(pick === 'firma' ? 'firma' : 'person');
  const [firma, setFirma] = useState<FirmaKurz | null>(null);
  const [person, setPerson] = useState<PersonKurz | null>(null);
  const [rolle, setRolle] = useState<string | null>(props.roles?.[0]?.value ?? null);
  const [projektadresse, setProjektadresse] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const pickLabel = props.pickLabel ?? ((a: Art) => `${title} (${a === 'firma' ? 'Firma' : 'Person'})`);

  async function run(call: () => Promise<T>) {
    setError(null);
    setBusy(true);
    try {
      props.onAdded?.(await call());
      setFirma(null);
      setPerson(null);
      setProjektadresse(false);
    } catch (e) {
      setError(failure(messages.zuordnungFehler, e));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const chosen = art === 'firma' ? firma : person;
    const add = props.add;
    if (!add) return;
    if (!chosen) {
      setPickError(props.requiredMessage ?? messages.firmaPflicht);
      return;
    }
    await run(() =>
      add({
        firma_id: art === 'firma' ? chosen.id : null,
        person_id: art === 'person' ? chosen.id : null,
        rolle_id: rolle === null ? null : Number(rolle),
        projektadresse: art === 'person' && projektadresse,
      }),
    );
  }

  async function remove(row: T) {
    const confirmed = await confirm(messages.wirklichLoeschen, {
      details: props.rowName(row),
      confirmLabel: props.confirmLabel ?? 'Entfernen',
      danger: true,
    });
    if (!confirmed) return;
    setError(null);
    try {
      const answer = (await props.remove(row.id)) as { status?: unknown } | undefined;
      // SPEC §8: a delete answer that is not ok has its own message; a call that got no answer the assignment's.
      if (answer?.status !== undefined && answer.status !== 'ok') {
        setError(messages.loeschenFehler);
        return;
      }
      props.onRemoved?.(row.id);
    } catch (e) {
      // The server answered (an error status): the delete message; no answer at all (status 0): the assignment's.
      setError(
        failure(
          e instanceof ApiError && e.status > 0 ? messages.loeschenFehler : messages.zuordnungFehler,
          e,
        ),
      );
    }
  }

  const picked = (a: Art) => (value: FirmaKurz | PersonKurz | null) => {
    if (a === 'firma') setFirma(value as FirmaKurz | null);
    else setPerson(value as PersonKurz | null);
    if (value) setPickError(null);
  };

  const addForm = props.picker ? (
    props.picker(run, busy)
  ) : (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={props.formLabel ?? `${title} hinzufügen`}
      noValidate
    >
      <Group align="flex-start" gap="sm">
        {pick === 'firma-or-person' && (
          <SegmentedControl
            mt={25}
            aria-label={props.artLabel}
            value={art}
            onChange={(v) => {
              setArt(v as Art);
              setPickError(null);
            }}
            data={[
              { value: 'person', label: 'Person' },
              { value: 'firma', label: 'Firma' },
            ]}
          />
        )}
        <div style={{ flex: '1 1 280px' }}>
          {art === 'firma' ? (
            <FirmaTypeahead
              label={pickLabel('firma')}
              preferMakler={props.preferMakler}
              rolle={props.firmaRolle?.(rolle === null ? null : Number(rolle))}
              placeholder="Firma suchen …"
              value={firma}
              onChange={picked('firma')}
              error={pickError}
              required={pick === 'firma'}
            />
          ) : (
            <PersonTypeahead
              label={pickLabel('person')}
              placeholder="Person suchen …"
              value={person}
              onChange={picked('person')}
              error={pickError}
              required={pick === 'person'}
            />
          )}
        </div>
        {props.roles && (
          <ChoiceSelect label="Rolle" data={props.roles} value={rolle} onChange={setRolle} w={220} />
        )}
        {props.projektadresse && art === 'person' && (
          <Checkbox
            mt={33}
            label="Projektadresse"
            checked={projektadresse}
            onChange={(e) => setProjektadresse(e.currentTarget.checked)}
          />
        )}
        <Button type="submit" mt={25} loading={busy}>
          {props.submitLabel ?? 'Hinzufügen'}
        </Button>
      </Group>
    </form>
  );

  const content = (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {props.picker && canEdit && addForm}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.emptyText}
        </Text>
      ) : (
        <Table aria-label={props.tableLabel ?? title} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((c) => (
                <Table.Th key={c.header} w={c.w}>
                  {c.header}
                </Table.Th>
              ))}
              {canEdit && <Table.Th w={50} aria-label="Aktionen" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {props.columns.map((c) => (
                  <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                ))}
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={props.removeLabel?.(row) ?? `Entfernen: ${props.rowName(row)}`}
                      onClick={() => void remove(row)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!props.picker && canEdit && addForm}
    </Stack>
  );

  if (props.bare) return content;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} maw={props.maw ?? 900}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {title} ({rows.length})
      </Title>
      {content}
    </Paper>
  );
}
