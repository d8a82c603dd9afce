import { useState } from 'react';
import { Alert, Button, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { importPath, messages, tzBeispiel } from '@app/domain';
import { LoadError } from '../../components/load-error';
import { ValidationError, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useCreateImport, useImporte, type ImportForm } from './api';
import { GerichtJahrFields } from '../../components/gericht-jahr-fields';
import { FormPanel } from '../../components/form-panel';

/** `/importe/kaufobjekte`: start an import (court, year, TZ range); the imports, newest first. */
export function ImportListPage() {
  usePageTitle('Urkundenabfragen');
  const navigate = useNavigate();
  const importe = useImporte();
  const create = useCreateImport();
  const [form, setForm] = useState<ImportForm>({
    gericht: tzBeispiel.gericht,
    jahr: String(tzBeispiel.jahr),
    tz_von: '1',
    tz_bis: '50',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [fehler, setFehler] = useState<string | null>(null);
  const change = (field: keyof ImportForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [field]: value }));
  };
  const submit = async () => {
    setErrors({});
    setFehler(null);
    try {
      const { id } = await create.mutateAsync(form);
      void navigate(importPath(id));
    } catch (e) {
      if (e instanceof ValidationError) setErrors(e.errors);
      else setFehler(errorMessage(e));
    }
  };
  const err = (f: string) => errors[f]?.join(' ');
  return (
    <>
      <Title order={1} mb="md">
        Urkundenabfragen
      </Title>
      <FormPanel title="Neuer Import" onSubmit={() => void submit()}>
        <Group align="flex-start">
          <GerichtJahrFields values={form} onChange={change} error={err} />
          <TextInput
            label="TZ von"
            value={form.tz_von}
            onChange={change('tz_von')}
            error={err('tz_von')}
            w={110}
            required
            inputMode="numeric"
          />
          <TextInput
            label="TZ bis"
            value={form.tz_bis}
            onChange={change('tz_bis')}
            error={err('tz_bis')}
            w={110}
            required
            inputMode="numeric"
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            Import anlegen
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {messages.grundbuchSimulatorHinweis}
        </Text>
        {fehler && (
          <Alert color="red" mt="sm" role="alert">
            {fehler}
          </Alert>
        )}
      </FormPanel>
      {importe.error && <LoadError error={importe.error} />}
      <Table striped highlightOnHover aria-label="Importe">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nr.</Table.Th>
            <Table.Th>Angelegt</Table.Th>
            <Table.Th>Gericht</Table.Th>
            <Table.Th>TZ</Table.Th>
            <Table.Th>Gelesen</Table.Th>
            <Table.Th>Freigegeben</Table.Th>
            <Table.Th>Fehler</Table.Th>
            <Table.Th>Kein Kauf</Table.Th>
            <Table.Th>Von</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(importe.data ?? []).map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>
                <a
                  href={importPath(i.id)}
                  onClick={(e) => {
                    e.preventDefault();
                    void navigate(importPath(i.id));
                  }}
                >
                  {i.id}
                </a>
              </Table.Td>
              <Table.Td>{formatDate(i.created, true)}</Table.Td>
              <Table.Td>{i.gericht}</Table.Td>
              <Table.Td>
                {i.tz_von}–{i.tz_bis}/{i.jahr}
              </Table.Td>
              <Table.Td>{i.stats.gelesen + i.stats.zugeordnet}</Table.Td>
              <Table.Td>{i.stats.freigegeben}</Table.Td>
              <Table.Td>{i.stats.fehler}</Table.Td>
              <Table.Td>{i.stats.kein_kauf}</Table.Td>
              <Table.Td>{i.creator_name ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
