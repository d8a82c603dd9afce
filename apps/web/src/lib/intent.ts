/** How long the pointer rests on a link or row before its data is asked for (issue 29). */
export const intentDelayMs = 80;

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Handlers that run `work` when the pointer rests on an element or presses it (issue 29): the likely next
 * page's data is on its way before the click, but not for every row or link the pointer only crosses.
 * One pending hover at a time (a pointer is on one element).
 */
export function intentHandlers(work: () => void) {
  return {
    onMouseEnter: () => {
      clearTimeout(pending);
      pending = setTimeout(work, intentDelayMs);
    },
    onMouseLeave: () => clearTimeout(pending),
    onPointerDown: () => {
      clearTimeout(pending);
      work();
    },
  };
}
