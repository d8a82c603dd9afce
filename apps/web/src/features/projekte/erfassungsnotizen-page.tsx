import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useParams } from 'react-router';
import {
  messages,
  projektDisplay,
  type Erfassungsnotiz,
  type Projekt,
  projekteArea,
  wholeNumber,
} from '@app/domain';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { errorMessage, NotFoundError, ValidationError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useAreaAccess } from '../../lib/areas';
import { useAddNotiz, useNotizen, useProjektByNr, useToggleNotiz } from './api';

/** SPEC §2/§4: /projekte/{projektnr}/erfassungsnotizen with the tabs offen / erledigt. */
export function ErfassungsnotizenPage() {
  const { projektnr } = useParams();
  const nr = wholeNumber(projektnr, 1) ?? 0;
  const valid = nr > 0;
  const projekt = useProjektByNr(nr, valid);
  usePageTitle(projekt.data ? `Erfassungsnotizen ${projekt.data.projektnr}` : 'Erfassungsnotizen');

  if (!valid || projekt.error) {
    return (
      <>
        <Title order={1} mb="md">
          Erfassungsnotizen
        </Title>
        <LoadError error={projekt.error ?? new NotFoundError()} />
        <Anchor component={Link} to="/projekte" size="sm">
          ← Zu den Projekten
        </Anchor>
      </>
    );
  }
  if (!projekt.data) return <PageLoader />;
  return <Notizen projekt={projekt.data} />;
}

function Notizen({ projekt }: { projekt: Projekt }) {
  const canEdit = useAreaAccess(projekteArea).write;
  const query = useNotizen(projekt.id);
  const toggle = useToggleNotiz(projekt.id);
  const [tab, setTab] = useState<string | null>('offen');
  const notes = query.data?.data ?? [];
  const counts = query.data?.counts ?? { alle: 0, offen: 0, erledigt: 0 };

  async function setErledigt(note: Erfassungsnotiz, erledigt: boolean) {
    try {
      await toggle.mutateAsync({ id: note.id, erledigt });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  const shown = (erledigt: boolean) => notes.filter((n) => n.erledigt === erledigt);
  return (
    <>
      <Anchor component={Link} to={`/projekte/${projekt.id}`} size="sm">
        ← Zum Projekt
      </Anchor>
      <Title order={1} mt="xs">
        Erfassungsnotizen
      </Title>
      <Text c="dimmed" mb="md">
        {projektDisplay(projekt)}
        {projekt.strasse && ` · ${projekt.strasse}, ${[projekt.plz, projekt.ort].filter(Boolean).join(' ')}`}
      </Text>
      {query.error && <LoadError error={query.error} />}
      <Stack maw={900}>
        {canEdit && <NotizForm projektId={projekt.id} />}
        <Group gap="xs" aria-label="Anzahl Notizen">
          <Badge variant="light" color="gray">
            Alle: {counts.alle}
          </Badge>
          <Badge variant="light" color="orange">
            Offen: {counts.offen}
          </Badge>
          <Badge variant="light" color="teal">
            Erledigt: {counts.erledigt}
          </Badge>
        </Group>
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="offen">Offen ({counts.offen})</Tabs.Tab>
            <Tabs.Tab value="erledigt">Erledigt ({counts.erledigt})</Tabs.Tab>
          </Tabs.List>
          {(['offen', 'erledigt'] as const).map((value) => (
            <Tabs.Panel key={value} value={value} pt="sm">
              <NotizList
                notes={shown(value === 'erledigt')}
                loading={query.isPending}
                disabled={!canEdit}
                onToggle={(note, erledigt) => void setErledigt(note, erledigt)}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}

function NotizList({
  notes,
  loading,
  disabled,
  onToggle,
}: {
  notes: Erfassungsnotiz[];
  loading: boolean;
  disabled: boolean;
  onToggle: (note: Erfassungsnotiz, erledigt: boolean) => void;
}) {
  if (loading) return <PageLoader />;
  // SPEC §4: an empty tab shows the placeholder.
  if (notes.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {messages.keineNotizen}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {notes.map((note) => (
        <Paper key={note.id} withBorder p="sm" component="li">
          <Group align="flex-start" wrap="nowrap">
            <Checkbox
              mt={3}
              checked={note.erledigt}
              disabled={disabled}
              aria-label={`Erledigt: ${note.text}`}
              onChange={(event) => onToggle(note, event.currentTarget.checked)}
            />
            <div style={{ minWidth: 0 }}>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Text>
              <Text size="xs" c="dimmed">
                {formatDate(note.created, true)} · {note.creator_name ?? 'unbekannt'}
                {note.erledigt && note.erledigt_am && ` · erledigt am ${formatDate(note.erledigt_am, true)}`}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function NotizForm({ projektId }: { projektId: number }) {
  const add = useAddNotiz(projektId);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setFieldError(null);
    setNotFound(false);
    if (text.trim() === '') {
      setFieldError(messages.pflichtfeld);
      return;
    }
    try {
      await add.mutateAsync(text);
      setText('');
    } catch (error) {
      // SPEC §8: a 404 gives 'Fehler: Resource nicht gefunden'; other errors are help text under the field.
      if (error instanceof NotFoundError) setNotFound(true);
      else if (error instanceof ValidationError) setFieldError(Object.values(error.errors).flat().join(' '));
      else setFieldError(errorMessage(error));
    }
  }

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={(event) => void submit(event)}
      aria-label="Notiz hinzufügen"
      noValidate
    >
      {notFound && (
        <Alert color="red" role="alert" mb="sm">
          {messages.fehlerResourceNichtGefunden}
        </Alert>
      )}
      <Textarea
        label="Neue Notiz"
        description="Strg+Enter speichert"
        autosize
        minRows={2}
        maxRows={8}
        value={text}
        error={fieldError}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      <Group mt="sm">
        <Button type="submit" loading={add.isPending}>
          Notiz hinzufügen
        </Button>
      </Group>
    </Paper>
  );
}
