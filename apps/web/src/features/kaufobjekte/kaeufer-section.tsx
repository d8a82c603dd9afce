import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, type FirmaKurz, type KaufobjektKaeufer, type PersonKurz } from '@app/domain';
import { confirm } from '../../components/confirm';
import { FirmaTypeahead } from '../../components/pickers/firmen/firma-typeahead';
import { PersonTypeahead } from '../../components/pickers/personen/person-typeahead';
import { ValidationError } from '../../lib/api-client';
import { useAddKaeufer, useRemoveKaeufer } from './api';

/** SPEC §8 with the server's reasons when it named any. */
function failure(error: unknown): string {
  const details = error instanceof ValidationError ? Object.values(error.errors).flat() : [];
  return [messages.zuordnungFehler, ...details].join(' ');
}

/**
 * Buyers: a firm or a person (persons with projektadresse). Before the first save (kaufobjektId null)
 * they are collected on the server and claimed by the create call.
 */
export function KaeuferSection({
  kaufobjektId,
  kaeufer,
  canEdit,
  onAdded,
  onRemoved,
}: {
  kaufobjektId: number | null;
  kaeufer: readonly KaufobjektKaeufer[];
  canEdit: boolean;
  onAdded?: (k: KaufobjektKaeufer) => void;
  onRemoved?: (id: number) => void;
}) {
  const [art, setArt] = useState<'firma' | 'person'>('person');
  const [firma, setFirma] = useState<FirmaKurz | null>(null);
  const [person, setPerson] = useState<PersonKurz | null>(null);
  const [projektadresse, setProjektadresse] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddKaeufer(kaufobjektId);
  const remove = useRemoveKaeufer(kaufobjektId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    // SPEC §5: adding a buyer needs a firma or a person.
    const chosen = art === 'firma' ? firma : person;
    if (!chosen) {
      setPickError(messages.koKaeuferPflicht);
      return;
    }
    setError(null);
    try {
      const k = await add.mutateAsync({
        firma_id: art === 'firma' ? chosen.id : null,
        person_id: art === 'person' ? chosen.id : null,
        projektadresse: art === 'person' && projektadresse,
      });
      onAdded?.(k);
      setFirma(null);
      setPerson(null);
      setProjektadresse(false);
    } catch (e) {
      setError(failure(e));
    }
  }

  async function removeKaeufer(k: KaufobjektKaeufer) {
    if (
      !(await confirm(messages.wirklichLoeschen, {
        details: k.name,
        confirmLabel: 'Entfernen',
        danger: true,
      }))
    )
      return;
    setError(null);
    try {
      const answer = await remove.mutateAsync(k.id);
      // SPEC §8: a delete answer whose status is not ok.
      if (answer.status !== 'ok') {
        setError(messages.loeschenFehler);
        return;
      }
      onRemoved?.(k.id);
    } catch (e) {
      setError(failure(e));
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="kaeufer-titel" maw={1100}>
      <Title order={2} size="h3" id="kaeufer-titel" mb="sm">
        Käufer ({kaeufer.length})
      </Title>
      {error && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {kaeufer.length === 0 ? (
        <Text c="dimmed" size="sm" mb="sm">
          Noch keine Käufer zugeordnet.
        </Text>
      ) : (
        <Table aria-label="Käufer" mb="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>Art</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th w={140}>Projektadresse</Table.Th>
              {canEdit && <Table.Th w={50} aria-label="Aktionen" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kaeufer.map((k) => (
              <Table.Tr key={k.id}>
                <Table.Td>{k.firma_id ? 'Firma' : 'Person'}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={k.firma_id ? `/firmen/${k.firma_id}` : `/personen/${k.person_id}`}
                    size="sm"
                  >
                    {k.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{k.person_id ? (k.projektadresse ? 'ja' : 'nein') : ''}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Entfernen: ${k.name}`}
                      onClick={() => void removeKaeufer(k)}
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
      {canEdit && (
        <form onSubmit={(event) => void submit(event)} aria-label="Käufer hinzufügen" noValidate>
          <Group align="flex-start" gap="sm">
            <SegmentedControl
              mt={25}
              aria-label="Art des Käufers"
              value={art}
              onChange={(v) => {
                setArt(v as 'firma' | 'person');
                setPickError(null);
              }}
              data={[
                { value: 'person', label: 'Person' },
                { value: 'firma', label: 'Firma' },
              ]}
            />
            <div style={{ flex: '1 1 280px' }}>
              {art === 'firma' ? (
                <FirmaTypeahead
                  label="Käufer (Firma)"
                  placeholder="Firma suchen …"
                  value={firma}
                  onChange={(f) => {
                    setFirma(f);
                    if (f) setPickError(null);
                  }}
                  error={pickError}
                />
              ) : (
                <PersonTypeahead
                  label="Käufer (Person)"
                  placeholder="Person suchen …"
                  value={person}
                  onChange={(p) => {
                    setPerson(p);
                    if (p) setPickError(null);
                  }}
                  error={pickError}
                />
              )}
            </div>
            {art === 'person' && (
              <Checkbox
                mt={33}
                label="Projektadresse"
                checked={projektadresse}
                onChange={(e) => setProjektadresse(e.currentTarget.checked)}
              />
            )}
            <Button type="submit" mt={25} loading={add.isPending}>
              Käufer hinzufügen
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}
