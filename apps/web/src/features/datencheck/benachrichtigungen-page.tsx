import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Collapse,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  benachrichtigungTabLabels,
  benachrichtigungTabs,
  type Benachrichtigung,
  type BenachrichtigungTab,
} from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select/choice-select';
import { showAlert } from '../../components/confirm';
import { api, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useCurrentUser } from '../../lib/session';
import { useAbfragen, useBenachrichtigungen, useEmpfaenger, useInvalidateDatencheck } from './api';
import { idNameOptions } from '../../lib/options';

const statusFarbe = { offen: 'orange', behoben: 'teal', ausnahme: 'gray' } as const;

interface EintragProps {
  b: Benachrichtigung;
  zeigeEmpfaenger: boolean;
  /** Opened: it stays in view. Done or reopened by hand: it goes where it now belongs. */
  onOpen: () => void;
  onMoved: () => void;
}

function Eintrag({ b, zeigeEmpfaenger, onOpen, onMoved }: EintragProps) {
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidateDatencheck();
  const setzen = async (body: { gelesen?: boolean; erledigt?: boolean }) => {
    try {
      await api.post(`/api/benachrichtigungen/${b.id}`, body);
      if (body.erledigt !== undefined) onMoved();
      await invalidate();
    } catch (e) {
      await showAlert(errorMessage(e));
    }
  };
  // Read when opened.
  const toggle = () => {
    setOpen(!open);
    if (open) return;
    onOpen();
    if (!b.gelesen_am) void setzen({ gelesen: true });
  };
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Anchor
            component="button"
            type="button"
            fw={b.gelesen_am ? 400 : 700}
            onClick={toggle}
            aria-expanded={open}
          >
            {b.titel}
          </Anchor>
          {!b.gelesen_am && <Badge size="sm">neu</Badge>}
          {zeigeEmpfaenger && (
            <Text size="sm" c="dimmed">
              an {b.empfaenger_name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDate(b.created, true)} von {b.creator_name ?? '–'}
          </Text>
        </Group>
        {b.erledigt_am ? (
          <Button size="xs" variant="subtle" onClick={() => void setzen({ erledigt: false })}>
            Wieder öffnen
          </Button>
        ) : (
          <Button size="xs" variant="default" onClick={() => void setzen({ erledigt: true })}>
            Erledigt
          </Button>
        )}
      </Group>
      <Collapse in={open}>
        <Stack gap={4} mt="xs" component="ul" p={0}>
          {b.rows.map((r) => (
            <Group key={r.idx} gap="xs" component="li" style={{ listStyle: 'none' }}>
              <Badge color={statusFarbe[r.status]} variant="light" w={90}>
                {r.status}
              </Badge>
              {r.link ? (
                <Anchor component={Link} to={r.link}>
                  {r.idx}
                </Anchor>
              ) : (
                <Text size="sm">{r.idx}</Text>
              )}
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}

/** An entry opened in the current view, as it was shown (read from then on), and where. */
interface Geoeffnet {
  b: Benachrichtigung;
  position: number;
}

/** The server's entries, with those opened in this view that it no longer answers put back in their place. */
function mitGeoeffneten(geladen: Benachrichtigung[], offen: Map<number, Geoeffnet>): Benachrichtigung[] {
  const liste = [...geladen];
  const da = new Set(geladen.map((b) => b.id));
  for (const { b, position } of [...offen.values()].sort((x, y) => x.position - y.position))
    if (!da.has(b.id)) liste.splice(Math.min(position, liste.length), 0, b);
  return liste;
}

/** SPEC §2 notification tables: own notifications in Ungelesen / Offen / Erledigt; admins see all. */
export function BenachrichtigungenPage() {
  usePageTitle('Benachrichtigungen');
  const user = useCurrentUser();
  const [tab, setTab] = useState<BenachrichtigungTab>('ungelesen');
  const [alle, setAlle] = useState(false);
  const [empfaenger, setEmpfaenger] = useState<string | null>(null);
  const [abfrage, setAbfrage] = useState<string | null>(null);
  const query = useBenachrichtigungen({ tab, alle, empfaenger_id: empfaenger, abfrage_id: abfrage });
  const users = useEmpfaenger(!!user?.isAdmin && alle);
  const abfragen = useAbfragen([]);
  // Entries opened in this view stay in it: one opened under 'Ungelesen' is read from then on and leaves
  // the server's answer, but its rows must not vanish while they are looked at. Until the view changes.
  const ansicht = `${tab}|${alle}|${empfaenger}|${abfrage}`;
  const [geoeffnet, setGeoeffnet] = useState({ ansicht, eintraege: new Map<number, Geoeffnet>() });
  const offen = geoeffnet.ansicht === ansicht ? geoeffnet.eintraege : new Map<number, Geoeffnet>();
  const liste = mitGeoeffneten(query.data?.data ?? [], offen);
  const aendern = (change: (eintraege: Map<number, Geoeffnet>) => void) =>
    setGeoeffnet((g) => {
      const eintraege = new Map(g.ansicht === ansicht ? g.eintraege : []);
      change(eintraege);
      return { ansicht, eintraege };
    });
  const oeffnen = (b: Benachrichtigung, position: number) =>
    aendern((e) =>
      e.set(b.id, { b: { ...b, gelesen_am: b.gelesen_am ?? new Date().toISOString() }, position }),
    );
  const vergessen = (id: number) => aendern((e) => e.delete(id));

  return (
    <>
      <Title order={1} size="h2" mb="md">
        Benachrichtigungen
      </Title>
      {user?.isAdmin && (
        <Group mb="md" align="flex-end">
          <Checkbox
            label="Alle Benachrichtigungen"
            checked={alle}
            onChange={(e) => setAlle(e.currentTarget.checked)}
          />
          {alle && (
            <ChoiceSelect
              label="BenutzerIn"
              clearable
              data={idNameOptions(users.data?.data ?? [])}
              value={empfaenger}
              onChange={setEmpfaenger}
            />
          )}
          {alle && (
            <ChoiceSelect
              label="Abfrage"
              clearable
              data={idNameOptions(abfragen.data?.data ?? [])}
              value={abfrage}
              onChange={setAbfrage}
            />
          )}
        </Group>
      )}
      <Tabs value={tab} onChange={(v) => setTab((v as BenachrichtigungTab) ?? 'ungelesen')}>
        <Tabs.List mb="md">
          {benachrichtigungTabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {benachrichtigungTabLabels[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Stack component="ul" p={0} gap="xs" aria-label={benachrichtigungTabLabels[tab]}>
        {liste.map((b, i) => (
          <Eintrag
            key={b.id}
            b={b}
            zeigeEmpfaenger={alle}
            onOpen={() => oeffnen(b, i)}
            onMoved={() => vergessen(b.id)}
          />
        ))}
      </Stack>
      {query.isSuccess && liste.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          Keine Benachrichtigungen
        </Text>
      )}
    </>
  );
}
