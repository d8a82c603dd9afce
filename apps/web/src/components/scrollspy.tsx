import { useCallback, useSyncExternalStore } from 'react';
import { NavLink, Stack } from '@mantine/core';

/** SPEC §9: scroll offset 71 px, animation 500 ms, scrollspy offset 81. */
export const scrollOffset = 71;
export const scrollDurationMs = 500;
export const scrollspyOffset = 81;

export interface ScrollspySection {
  id: string;
  label: string;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  window.addEventListener('resize', listener);
  return () => {
    window.removeEventListener('scroll', listener);
    window.removeEventListener('resize', listener);
  };
}

/** The last section whose top has passed the spy line; the first one before any has. */
function activeSection(sections: readonly ScrollspySection[]): string | undefined {
  let active = sections[0]?.id;
  for (const { id } of sections) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top - scrollspyOffset <= 0) active = id;
  }
  return active;
}

/** Own animation because native smooth scrolling has no fixed duration. */
function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const start = window.scrollY;
  const target = element.getBoundingClientRect().top + start - scrollOffset;
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / scrollDurationMs);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (t < 1) requestAnimationFrame(step);
    else element.focus({ preventScroll: true });
  };
  requestAnimationFrame(step);
}

/**
 * Sidebar of a long form's sections; highlights the one in view. Each section element needs the `id`
 * (and tabIndex={-1} so keyboard users land in it).
 */
export function Scrollspy({ sections }: { sections: readonly ScrollspySection[] }) {
  const snapshot = useCallback(() => activeSection(sections), [sections]);
  const active = useSyncExternalStore(subscribe, snapshot);
  return (
    <Stack component="nav" aria-label="Abschnitte" gap={2} pos="sticky" top={scrollspyOffset}>
      {sections.map((section) => (
        <NavLink
          key={section.id}
          href={`#${section.id}`}
          label={section.label}
          active={section.id === active}
          aria-current={section.id === active ? 'location' : undefined}
          onClick={(event) => {
            event.preventDefault();
            scrollToSection(section.id);
          }}
        />
      ))}
    </Stack>
  );
}
