import { useRef, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { hasPermission, messages, type AreaDefinition, type Permission } from '@app/domain';
import { writeClipboard } from '../components/copy-button';
import { hasUnsavedInput } from '../components/unsaved-changes';
import { formText } from '../lib/form-text';
import { useCurrentUser, usePermissionLoss } from '../lib/session';
import { KeinZugriffPage } from './kein-zugriff-page';

/** What a route behind the login needs (its `handle`): the permission to see it, and to save on it. */
export interface RouteAccess {
  /** The area as the user names it ('Personen'), for the message when the permission changes. */
  bereich: string;
  lesen: Permission;
  bearbeiten?: Permission;
}

/** The handle of an area's routes: its read and write permission (none for the start page). */
export function areaRouteHandle(area: AreaDefinition): { handle?: RouteAccess } {
  if (!area.permissions) return {};
  return {
    handle: { bereich: area.label, lesen: area.permissions.read, bearbeiten: area.permissions.write },
  };
}

function isRouteAccess(handle: unknown): handle is RouteAccess {
  return typeof handle === 'object' && handle !== null && 'lesen' in handle;
}

/** The access of the deepest matched route that declares one. */
function useRouteAccess(): RouteAccess | null {
  const found = useMatches()
    .map((m) => m.handle)
    .filter(isRouteAccess);
  return found.at(-1) ?? null;
}

interface Notice {
  seq: number;
  lost: readonly Permission[];
  /** The page it happened on; the notice stays with it. */
  path: string | null;
  /** Input was waiting: the page stays (read-only) until the user has taken it along. */
  keep: boolean;
}

/**
 * The page of a route, or 'Kein Zugriff' when its permission is missing (one check for every route; the
 * routes declare what they need). A permission taken away while the page is open is said above it; a page
 * no longer readable stays until the user has copied the input it holds, then gives way.
 */
export function RouteAccessGate() {
  const user = useCurrentUser();
  const access = useRouteAccess();
  const { pathname } = useLocation();
  const loss = usePermissionLoss();
  const [closed, setClosed] = useState<number | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  // Taken when the loss arrives, while the page with its input is still mounted.
  const notice = useRef<Notice | null>(loss ? { ...loss, path: null, keep: false } : null);
  if (loss && notice.current?.seq !== loss.seq)
    notice.current = { ...loss, path: pathname, keep: hasUnsavedInput() };

  const current = notice.current;
  const missing = access && user && !hasPermission(user, access.lesen) ? access.lesen : null;
  const shown =
    !!access &&
    !!current &&
    current.path === pathname &&
    closed !== current.seq &&
    current.lost.some((p) => p === access.lesen || p === access.bearbeiten);
  const stays = shown && current.keep && left !== current.seq;

  const alert = shown && (
    <BerechtigungGeaendert
      bereich={access.bereich}
      lesen={!missing}
      eingaben={stays}
      onLeave={() => setLeft(current.seq)}
      onClose={missing ? undefined : () => setClosed(current.seq)}
    />
  );
  if (missing && !stays)
    return (
      <>
        {alert}
        <KeinZugriffPage permission={missing} />
      </>
    );
  return (
    <>
      {alert}
      <Outlet />
    </>
  );
}

/** 'Ihre Berechtigung für … wurde geändert.': what it means, and the input to take along. */
function BerechtigungGeaendert(props: {
  bereich: string;
  /** Still readable: the page stays read-only. */
  lesen: boolean;
  /** Input waits on the page (offered for copying). */
  eingaben: boolean;
  onLeave: () => void;
  onClose?: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const main = document.querySelector('main') ?? document;
    setCopied(await writeClipboard(formText(main)));
  };
  return (
    <Alert
      color="orange"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={messages.berechtigungGeaendert(props.bereich)}
      withCloseButton={!!props.onClose}
      closeButtonLabel="Hinweis schließen"
      onClose={props.onClose}
      mb="md"
    >
      <Text size="sm">
        {props.lesen
          ? `${messages.berechtigungNurLesen}${props.eingaben ? ` ${messages.berechtigungEingabenBleiben}` : ''}`
          : props.eingaben
            ? messages.berechtigungKeinLesen
            : messages.berechtigungKeinLesenMehr}
      </Text>
      {props.eingaben && (
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="default" onClick={() => void copy()}>
            {copied ? 'Eingaben kopiert' : 'Eingaben kopieren'}
          </Button>
          {!props.lesen && (
            <Button size="xs" color="orange" onClick={props.onLeave}>
              Seite verlassen
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
