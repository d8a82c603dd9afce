import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import {
  messages,
  formToApi,
  ProjektUrlFieldsSchema,
  urlTypen,
  type ProjektDetail,
  type ProjektUrl,
  projekteArea,
} from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select/choice-select';
import { confirm } from '../../components/confirm';
import { CopyButton } from '../../components/copy-button';
import { errorMessage, ValidationError } from '../../lib/api-client';
import { useAreaAccess } from '../../lib/areas';
import { useCreateProjektUrl, useDeleteProjektUrl } from './api';
import { idNameOptions } from '../../lib/options';

const typOptions = idNameOptions(urlTypen);

/** SPEC §8: URL errors appear in an error box, one line per error. */
function errorLines(error: unknown): string[] {
  if (error instanceof ValidationError) return Object.values(error.errors).flat();
  return [errorMessage(error)];
}

export function ProjektUrlsSection({ projekt }: { projekt: ProjektDetail }) {
  const canEdit = useAreaAccess(projekteArea).write;
  const [url, setUrl] = useState('');
  const [typ, setTyp] = useState<string | null>(String(urlTypen[0].id));
  const [errors, setErrors] = useState<string[]>([]);
  const create = useCreateProjektUrl(projekt.id);
  const remove = useDeleteProjektUrl(projekt.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (url.trim() === '') return;
    // The shared rules first, so a typo is reported without a round trip; the server checks again.
    const checked = ProjektUrlFieldsSchema.safeParse(
      formToApi(ProjektUrlFieldsSchema, { url, typ_id: typ, projekt_id: projekt.id }),
    );
    if (!checked.success) {
      setErrors(checked.error.issues.map((i) => i.message));
      return;
    }
    setErrors([]);
    try {
      await create.mutateAsync(checked.data);
      setUrl('');
    } catch (error) {
      setErrors(errorLines(error));
    }
  }

  async function removeUrl(row: ProjektUrl) {
    if (
      !(await confirm(messages.wirklichLoeschen, { details: row.url, confirmLabel: 'Löschen', danger: true }))
    )
      return;
    try {
      await remove.mutateAsync(row.id);
      setErrors([]);
    } catch {
      setErrors([messages.loeschenFehler]);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="projekt-urls">
      <Title order={2} size="h3" id="projekt-urls" mb="sm">
        URLs ({projekt.urls.length})
      </Title>
      {errors.length > 0 && (
        <Alert color="red" role="alert" mb="sm" aria-label="Fehler">
          {errors.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </Alert>
      )}
      {projekt.urls.length === 0 ? (
        <Text c="dimmed" size="sm" mb="sm">
          Noch keine URLs erfasst.
        </Text>
      ) : (
        <Table aria-label="URLs des Projekts" mb="sm" verticalSpacing={4} style={{ tableLayout: 'fixed' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={170}>Typ</Table.Th>
              <Table.Th>URL</Table.Th>
              <Table.Th w={canEdit ? 90 : 50} aria-label="Aktionen" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projekt.urls.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.typ_name}</Table.Td>
                <Table.Td style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  <Anchor href={row.url} target="_blank" rel="noopener noreferrer" size="sm">
                    {row.url} <IconExternalLink size={12} aria-hidden />
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <CopyButton value={row.url} label="URL kopieren" />
                    {canEdit && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Löschen: ${row.url}`}
                        onClick={() => void removeUrl(row)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canEdit && (
        <form onSubmit={(event) => void submit(event)} aria-label="URL hinzufügen" noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Neue URL"
              placeholder="https://"
              type="url"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              style={{ flex: '1 1 320px' }}
            />
            <ChoiceSelect label="Typ" data={typOptions} value={typ} onChange={setTyp} w={200} />
            {/* SPEC §5: the save button is disabled while the URL is empty. */}
            <Button type="submit" disabled={url.trim() === ''} loading={create.isPending}>
              URL speichern
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}
