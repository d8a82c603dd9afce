import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { NavLink, Stack } from '@mantine/core';

/** SPEC §9: scroll offset 71 px, animation 500 ms, scrollspy offset 81. */
export const scrollOffset = 71;
export const scrollDurationMs = 500;
export const scrollspyOffset = 81;
/** A page with one section only has nothing to jump between: no sidebar. */
const minSections = 2;
let generatedIds = 0;

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

function inView(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight && bottom > scrollspyOffset;
}

/**
 * The section just clicked while it is in view; at the bottom of the page the last one (its top can never
 * reach the spy line when the sections below are short); else the last whose top has passed the spy line.
 */
function activeSection(sections: readonly ScrollspySection[], clicked: string | null): string | undefined {
  const clickedElement = clicked ? document.getElementById(clicked) : null;
  if (clickedElement && inView(clickedElement)) return clicked!;
  const scroller = document.scrollingElement ?? document.documentElement;
  if (
    scroller.scrollHeight > window.innerHeight &&
    window.scrollY + window.innerHeight >= scroller.scrollHeight - 2
  )
    return sections[sections.length - 1]?.id;
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
  const [clicked, setClicked] = useState<string | null>(null);
  // A scroll of the user's own ends what a click chose; the click's own animation does not.
  useEffect(() => {
    if (!clicked) return;
    const release = () => setClicked(null);
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchmove', release, { passive: true });
    return () => {
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchmove', release);
    };
  }, [clicked]);
  const snapshot = useCallback(() => activeSection(sections, clicked), [sections, clicked]);
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
            setClicked(section.id);
            scrollToSection(section.id);
          }}
        />
      ))}
    </Stack>
  );
}

/**
 * A page's sections: top-level named `<section>`s (aria-label / aria-labelledby) and the h2 / fieldset
 * legends that do not name one, in document order. Missing ids and tabIndex are added so the links can jump.
 */
function findSections(root: HTMLElement): ScrollspySection[] {
  const named = [
    ...root.querySelectorAll<HTMLElement>('section[aria-label], section[aria-labelledby]'),
  ].filter((s) => !s.parentElement?.closest('section[aria-label], section[aria-labelledby]'));
  // A heading that names its own section is that section, not one more.
  const labelling = new Set(named.map((s) => s.getAttribute('aria-labelledby')).filter(Boolean));
  const headings = [...root.querySelectorAll<HTMLElement>('h2, fieldset > legend')].filter(
    (h) => !(h.id && labelling.has(h.id)) && !h.closest('[role="dialog"]'),
  );
  const elements = [...named, ...headings].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return elements.flatMap((element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby')
        ? document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent
        : element.textContent);
    if (!label?.trim()) return [];
    if (!element.id) element.id = `abschnitt-${(generatedIds += 1)}`;
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
    return [{ id: element.id, label: label.trim() }];
  });
}

const sameSections = (a: readonly ScrollspySection[], b: readonly ScrollspySection[]) =>
  a.length === b.length && a.every((s, i) => s.id === b[i]?.id && s.label === b[i]?.label);

/**
 * The sections of whatever page `root` shows, kept current as the page renders (one place for every long
 * form, SPEC §2 'sidebar scrollspy'); empty when the page has fewer than two.
 */
export function usePageSections(root: HTMLElement | null): ScrollspySection[] {
  const [sections, setSections] = useState<ScrollspySection[]>([]);
  useEffect(() => {
    if (!root) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Only pages with a form (not just a list filter) are long forms.
        const found = root.querySelector('form:not([role="search"])') ? findSections(root) : [];
        const next = found.length >= minSections ? found : [];
        setSections((current) => (sameSections(current, next) ? current : next));
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [root]);
  return sections;
}
