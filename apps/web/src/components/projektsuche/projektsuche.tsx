import { useState, type KeyboardEvent } from 'react';
import { Button, Group, Kbd, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { Busy, staleOpacity } from '../busy';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { projekteArea, suchTreffer, type SessionUser } from '@app/domain';
import { usePendingEnter } from '../../lib/pending-enter';
import { useCan } from '../../lib/session';
import { recentProjekte, rememberProjekt, type RecentProjekt } from './recent-projekte';
import { useProjektsuche } from './use-projektsuche';

/** The header's search field; Ctrl+K (⌘K) opens it from every page. */
export function Projektsuche({ user }: { user: SessionUser }) {
  const [opened, { open, close }] = useDisclosure(false);
  // Also while typing in a form field: the shortcut is the search's, not the browser's.
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <UnstyledButton onClick={open} aria-label="Projektsuche öffnen (Strg+K)" visibleFrom="xs">
        <Group
          gap="xs"
          wrap="nowrap"
          px="sm"
          py={6}
          w={320}
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <IconSearch size={16} aria-hidden />
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            Projekt suchen …
          </Text>
          <Kbd size="xs">Strg K</Kbd>
        </Group>
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title="Projektsuche" size="lg" yOffset="8vh">
        {opened && <SuchDialog user={user} onClose={close} />}
      </Modal>
    </>
  );
}

function Hervorgehoben({ text, query }: { text: string; query: string }) {
  return (
    <>
      {suchTreffer(text, query).map((part, i) =>
        part.treffer ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

function SuchDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const navigate = useNavigate();
  const canCreate = useCan(projekteArea.permissions.write);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const suche = useProjektsuche(query, true);
  const empty = query.trim() === '';
  const items: Array<RecentProjekt & { detail?: string; firma?: string | null }> = empty
    ? recentProjekte(user.id)
    : suche.treffer.map((t) => ({
        ...t,
        detail: [
          t.strasse,
          [t.plz, t.ort].filter(Boolean).join(' '),
          t.bezirk,
          t.kg && `KG ${t.kg}${t.ez ? ` EZ ${t.ez}` : ''}`,
        ]
          .filter(Boolean)
          .join(' · '),
      }));
  const selected = Math.min(active, Math.max(0, items.length - 1));

  const openProjekt = (p: RecentProjekt) => {
    rememberProjekt(user.id, p);
    onClose();
    void navigate(`${projekteArea.path}/${p.id}`);
  };
  // While the answer to the typed text is on its way the list still shows the last one's hits: an Enter
  // then waits for the typed text's first hit, unless the user arrowed to a hit on screen.
  const [arrowed, setArrowed] = useState(false);
  const answered = empty || (!suche.loading && suche.query === query.trim());
  const enter = usePendingEnter(answered, answered ? items[0] : undefined, openProjekt);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setActive((selected + 1) % Math.max(1, items.length));
    else if (e.key === 'ArrowUp') setActive((selected - 1 + items.length) % Math.max(1, items.length));
    else if (e.key === 'Enter' && !answered && !arrowed) enter.wait();
    else if (e.key === 'Enter' && items[selected]) openProjekt(items[selected]);
    else return;
    if (e.key !== 'Enter') setArrowed(true);
    e.preventDefault();
  };

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        aria-label="Suchbegriff"
        placeholder="Projektnr., Name, Adresse, Bezirk, KG/EZ oder Firma"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={suche.loading ? <Busy size="xs" label="Sucht" /> : null}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setActive(0);
          setArrowed(false);
          enter.forget();
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls="projektsuche-liste"
        aria-activedescendant={items[selected] ? `projektsuche-${items[selected].id}` : undefined}
      />
      {empty && items.length > 0 && (
        <Text size="xs" c="dimmed">
          Zuletzt geöffnet
        </Text>
      )}
      <Stack
        gap={2}
        id="projektsuche-liste"
        role="listbox"
        aria-label="Treffer"
        aria-busy={!answered || undefined}
        mah="60vh"
        style={{ overflowY: 'auto', opacity: answered ? undefined : staleOpacity }}
      >
        {items.map((p, i) => (
          <UnstyledButton
            key={p.id}
            id={`projektsuche-${p.id}`}
            role="option"
            aria-selected={i === selected}
            tabIndex={-1}
            onMouseEnter={() => setActive(i)}
            onClick={() => openProjekt(p)}
            px="sm"
            py={6}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              background: i === selected ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Text size="sm" fw={500}>
              <Hervorgehoben text={String(p.projektnr)} query={suche.query} /> ·{' '}
              <Hervorgehoben text={p.name} query={suche.query} />
            </Text>
            {(p.detail || p.firma) && (
              <Text size="xs" c="dimmed">
                {p.detail && <Hervorgehoben text={p.detail} query={suche.query} />}
                {p.firma && (
                  <>
                    {p.detail ? ' · ' : ''}
                    <Hervorgehoben text={p.firma} query={suche.query} />
                  </>
                )}
              </Text>
            )}
          </UnstyledButton>
        ))}
      </Stack>
      {!empty && !suche.loading && suche.query && items.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Kein Projekt gefunden.</Text>
          {canCreate && (
            <Button
              component={Link}
              to={`${projekteArea.path}/new`}
              onClick={onClose}
              leftSection={<IconPlus size={16} />}
              variant="light"
            >
              Projekt anlegen
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
