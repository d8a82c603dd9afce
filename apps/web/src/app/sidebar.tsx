import { NavLink, ScrollArea, Text } from '@mantine/core';
import { IconDatabaseExport, IconHistory } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { hasPermission, visibleAreas, type AreaDefinition, type SessionUser } from '@app/domain';
import { AreaIconOf } from '../lib/areas';
import { intentHandlers } from '../lib/intent';
import { prefetchListData, prefetchListsWhenIdle, prefetchPage } from './area-routes';

function isActive(area: AreaDefinition, pathname: string): boolean {
  return area.path === '/'
    ? pathname === '/'
    : pathname === area.path || pathname.startsWith(`${area.path}/`);
}

/** Administrators' pages that are no area, under Verwaltung (the user administration's permission). */
const adminLinks = [
  { to: '/aenderungsprotokoll', label: 'Änderungsprotokoll', Icon: IconHistory },
  { to: '/sicherungen', label: 'Sicherungen', Icon: IconDatabaseExport },
] as const;

export function Sidebar({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const shown = visibleAreas(user);
  const groups = [...new Set(shown.map((a) => a.group))];
  const permitted = shown.map((a) => a.key).join();
  // Lists a person may open are loaded while the browser is idle; a hovered or focused link at once.
  useEffect(() => prefetchListsWhenIdle(visibleAreas(user)), [permitted]); // eslint-disable-line react-hooks/exhaustive-deps
  // The current page's entry is in view, also when the window is too low for the whole list (issue 27).
  // In the next frame (its layout is made for the paint anyway), and only when it is out of view: scrolling
  // at once forced a layout of the page still being built and set the ScrollArea's handlers going, ~20 ms
  // of every sidebar click (issue 29).
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = viewport.current?.getBoundingClientRect();
      const entry = viewport.current?.querySelector('[aria-current="page"]');
      const at = entry?.getBoundingClientRect();
      if (box && at && (at.top < box.top || at.bottom > box.bottom))
        entry!.scrollIntoView?.({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <ScrollArea viewportRef={viewport}>
      {groups.map((group) => (
        <div key={group || 'start'}>
          {group && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="md" mb={4} aria-hidden>
              {group}
            </Text>
          )}
          {shown
            .filter((a) => a.group === group)
            .map((area) => {
              const active = isActive(area, pathname);
              // The code at once (cached once loaded); the list's data when the pointer rests or presses.
              const intent = intentHandlers(() => prefetchListData(area));
              return (
                <NavLink
                  key={area.path}
                  component={Link}
                  to={area.path}
                  label={area.label}
                  leftSection={<AreaIconOf area={area} size={18} />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  onMouseEnter={() => {
                    prefetchPage(area);
                    intent.onMouseEnter();
                  }}
                  onMouseLeave={intent.onMouseLeave}
                  onPointerDown={intent.onPointerDown}
                  onFocus={() => prefetchPage(area)}
                />
              );
            })}
          {group === 'Verwaltung' &&
            hasPermission(user, 'benutzer.verwalten') &&
            adminLinks.map(({ to, label, Icon }) => (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                leftSection={<Icon size={18} aria-hidden />}
                active={pathname === to}
                aria-current={pathname === to ? 'page' : undefined}
                onClick={onNavigate}
              />
            ))}
        </div>
      ))}
    </ScrollArea>
  );
}
