import { useEffect } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { FbuchAenderung } from '@app/domain';
import { FbuchAenderungen } from '../../components/fbuch/fbuch-aenderungen';
import { firmenKeys } from '../../components/pickers/firmen/firmen-cache';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useFirmaNachAuszug } from './api';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || '–'}</Text>
    </div>
  );
}

/**
 * `/firmen/{id}/firmenbuchabfrage_redirect?status=success` (SPEC §2): where a successful extract lands;
 * shows what the register gave the firm and leads on to the firm.
 */
export function FbuchRedirectPage() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const client = useQueryClient();
  usePageTitle('Firmenbuchabfrage');
  // The extract changed the firm behind every cached view of it.
  useEffect(() => void client.invalidateQueries({ queryKey: firmenKeys.all }), [client]);
  const firma = useFirmaNachAuszug(id);
  // The extract button hands over what the extract changed (kept in the history entry across reloads).
  const changes = (useLocation().state as { fbuchChanges?: FbuchAenderung[] } | null)?.fbuchChanges;

  if (firma.error) return <LoadError error={firma.error} />;
  if (!firma.data) return <PageLoader />;
  const f = firma.data;
  return (
    <>
      <Title order={1} mb="md">
        {f.name}
      </Title>
      {search.get('status') === 'success' && (
        <Alert color="teal" role="status" icon={<IconCircleCheck aria-hidden />} mb="md">
          Firmenbuchabfrage erfolgreich abgeschlossen. Die Daten aus dem Firmenbuch wurden übernommen.
        </Alert>
      )}
      {changes && (
        <Paper
          withBorder
          p="md"
          mb="md"
          maw={720}
          component="section"
          aria-label="Änderungen durch den Auszug"
        >
          <Title order={2} size="h4" mb="xs">
            Änderungen durch den Auszug
          </Title>
          <FbuchAenderungen changes={changes} label="Geänderte Felder" />
        </Paper>
      )}
      <Paper withBorder p="md" mb="md" maw={720}>
        <SimpleGrid cols={2}>
          <Field label="FirmenbuchNr" value={f.fbnr} />
          <Field label="Stand Firmenbuch" value={formatDate(f.firmenbuch_stand)} />
          <Field label="Adresse" value={f.adresse} />
          <Field label="PLZ und Ort" value={[f.plz, f.ort].filter(Boolean).join(' ')} />
          <Field label="Rechtsform" value={f.rechtsform} />
          <Field label="Sitz" value={f.sitz} />
          <Field label="Funktionskennung" value={f.funktionskennung} />
        </SimpleGrid>
      </Paper>
      <Group>
        <Button component={Link} to={`/firmen/${f.id}`} autoFocus>
          Zur Firma
        </Button>
      </Group>
    </>
  );
}
