import { Suspense, useState } from 'react';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { Busy } from '../components/busy';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, useLocation, useNavigation } from 'react-router';
import { productName } from '../lib/page-title';
import { useSession } from '../lib/session';
import { PageLoader } from '../components/page-loader';
import { Scrollspy, usePageSections } from '../components/scrollspy';
import { ReloginDialog } from '../components/relogin-dialog';
import { AnmeldenAlsBanner, AnmeldenAlsHinweise } from './anmelden-als-banner';
import { Projektsuche } from '../components/projektsuche/projektsuche';
import { LiveQueries } from '../lib/live';
import { BenachrichtigungenBadge } from '../components/benachrichtigungen-badge';
import { RouteAccessGate } from './route-access';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

/** The frame of every page behind the login (DESIGN §3): header, sidebar, page. */
export function Shell() {
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const [navOpened, { toggle, close }] = useDisclosure();
  // Every long form gets the sections sidebar (SPEC §2) from here, found in whatever the page renders.
  const [main, setMain] = useState<HTMLElement | null>(null);
  const sections = usePageSections(main);

  if (session.status === 'unknown') return <PageLoader />;
  if (session.status === 'anonymous') {
    // Keep where the user wanted to go; the login page returns there.
    const next = location.pathname + location.search;
    return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      aside={{ width: 200, breakpoint: 'md', collapsed: { desktop: sections.length === 0, mobile: true } }}
      padding="md"
      // The sections sidebar appears as a record's form is drawn: without a transition the form takes its
      // width at once, instead of being laid out again in every frame of 200 ms under the sliding sidebar.
      transitionDuration={0}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Navigation umschalten"
            />
            <Text component={Link} to="/" fw={700} size="lg" c="inherit" style={{ textDecoration: 'none' }}>
              {productName}
            </Text>
            {navigation.state === 'loading' && <Busy size="xs" label="Lädt" />}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Projektsuche user={session.data.user} />
            <BenachrichtigungenBadge />
            <UserMenu user={session.data.user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="Hauptnavigation">
        <Sidebar user={session.data.user} onNavigate={close} />
      </AppShell.Navbar>
      {sections.length > 0 && (
        <AppShell.Aside p="xs" withBorder={false}>
          <Scrollspy sections={sections} />
        </AppShell.Aside>
      )}
      <AppShell.Main ref={setMain}>
        <AnmeldenAlsBanner user={session.data.user} />
        <Suspense fallback={<PageLoader />}>
          <RouteAccessGate />
        </Suspense>
      </AppShell.Main>
      <ReloginDialog />
      <AnmeldenAlsHinweise user={session.data.user} />
      <LiveQueries />
    </AppShell>
  );
}
