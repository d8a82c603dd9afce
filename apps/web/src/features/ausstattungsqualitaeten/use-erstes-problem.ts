import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as a problem: rows and messages the BAB marks, and every invalid input. */
const problemSelector = '[data-bab-problem="true"], [data-form-problem="true"], [aria-invalid="true"]';
const focusable =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/**
 * A blocked BAB save must show its cause (issue 9): after the messages are rendered, the first problem in
 * the form's order is scrolled to the middle of the screen (clear of the fixed header) and focused; for a
 * blocking row that is its chosen (else first) level radio, so the level can be changed at once. `melden` is called when
 * the browser check or the server refused the save; it acts once the submit has ended (`submitting`
 * false), when the form state with the errors and the submit count is rendered.
 */
export function useErstesProblem(submitting: boolean): {
  formRef: React.RefObject<HTMLFormElement | null>;
  melden: () => void;
} {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [anlass, setAnlass] = useState(0);
  const erledigt = useRef(0);
  const melden = useCallback(() => setAnlass((n) => n + 1), []);

  useEffect(() => {
    if (submitting || anlass === erledigt.current || !formRef.current) return;
    erledigt.current = anlass;
    const kandidaten = [...formRef.current.querySelectorAll<HTMLElement>(problemSelector)];
    // The status message 'Online nicht möglich …' explains the unrated rows; the rows are what to fix.
    const ziel = kandidaten.find((el) => !el.closest('[data-bab-nur-hinweis="true"]')) ?? kandidaten[0];
    if (!ziel) return;
    const fokus = ziel.matches(focusable)
      ? ziel
      : (ziel.querySelector<HTMLElement>('input[type="radio"]:checked') ??
        ziel.querySelector<HTMLElement>('input[type="radio"]') ??
        ziel.querySelector<HTMLElement>(focusable) ??
        ziel);
    if (!fokus.matches(focusable)) fokus.tabIndex = -1;
    ziel.scrollIntoView({ block: 'center', behavior: 'auto' });
    fokus.focus({ preventScroll: true });
  }, [anlass, submitting]);

  return { formRef, melden };
}
