import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, type ApiSchluessel, type OkAnswer } from '@app/domain';
import { confirm } from '../../components/confirm';
import { CopyButton } from '../../components/copy-button';
import { api, errorMessage, ValidationError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { TableHead } from '../../components/table-head';

const key = ['monitor', 'api-schluessel'];

/** API keys of the customer-frontend installations: created (shown once) and revoked by administrators. */
export function ApiSchluesselPage() {
  usePageTitle('API-Schlüssel des Kunden-Frontends');
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [neu, setNeu] = useState<string | null>(null);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<OkAnswer<ApiSchluessel[]>>('/api/monitor/api-schluessel', undefined, signal),
  });
  const create = useMutation({
    mutationFn: () =>
      api.post<OkAnswer<{ id: number; schluessel: string }>>('/api/monitor/api-schluessel', { name }),
    onSuccess: (answer) => {
      setNeu(answer.data.schluessel);
      setName('');
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api.post(`/api/monitor/api-schluessel/${id}/widerrufen`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const fieldError =
    create.error instanceof ValidationError ? create.error.errors.name?.join(' ') : undefined;

  return (
    <Stack maw={900}>
      <Anchor component={Link} to="/monitor" size="sm">
        ← Frontend-Monitor
      </Anchor>
      <Title order={1}>API-Schlüssel des Kunden-Frontends</Title>
      <Text size="sm" c="dimmed">
        Jede Installation des Kunden-Frontends meldet die Nutzung mit ihrem Schlüssel im Header{' '}
        <Code>x-api-key</Code> an <Code>POST /api/frontend/events</Code>. Gespeichert wird nur ein Hash: der
        Schlüssel wird einmal angezeigt.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Name der Installation"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError}
            required
          />
          <Button type="submit" loading={create.isPending}>
            Schlüssel erstellen
          </Button>
        </Group>
      </form>
      {create.isError && !fieldError && <Alert color="red">{errorMessage(create.error)}</Alert>}
      {neu && (
        <Alert color="green" title="Neuer Schlüssel – jetzt kopieren, er wird nicht wieder angezeigt">
          <Group gap="xs">
            <Code data-testid="neuer-schluessel">{neu}</Code>
            <CopyButton value={neu} />
          </Group>
        </Alert>
      )}
      <Table striped withTableBorder>
        <TableHead columns={['Name', 'Beginn', 'Erstellt', 'Zuletzt benutzt', '']} />
        <Table.Tbody>
          {(list.data?.data ?? []).map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>
                <Code>{s.praefix}…</Code>
              </Table.Td>
              <Table.Td>
                {formatDate(s.created, true)} {s.creator_name ?? ''}
              </Table.Td>
              <Table.Td>{s.zuletzt_benutzt ? formatDate(s.zuletzt_benutzt, true) : '–'}</Table.Td>
              <Table.Td>
                {s.widerrufen ? (
                  <Badge color="gray">widerrufen {formatDate(s.widerrufen)}</Badge>
                ) : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={async () => {
                      if (
                        await confirm(
                          `Schlüssel „${s.name}“ widerrufen? Die Installation kann dann keine Nutzung mehr melden.`,
                        )
                      )
                        revoke.mutate(s.id);
                    }}
                  >
                    Widerrufen
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {list.data?.data.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed">Noch keine Schlüssel.</Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
