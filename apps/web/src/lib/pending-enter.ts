import { useEffect, useEffectEvent, useState } from 'react';

/**
 * An Enter pressed in a search field while the answer to the typed text is on its way (the field still
 * lists the text before's hits): kept, and the typed text's first hit taken once it is `answered`, so a
 * quick "type and Enter" neither is lost nor opens a hit of the text before (Typeahead, Projektsuche).
 * `wait()` on such an Enter; `forget()` when the user types on or leaves.
 */
export function usePendingEnter<T>(answered: boolean, first: T | undefined, take: (hit: T) => void) {
  const [pending, setPending] = useState(false);
  const takeFirst = useEffectEvent((hit: T | undefined) => {
    setPending(false);
    if (hit !== undefined) take(hit);
  });
  useEffect(() => {
    if (pending && answered) takeFirst(first);
  }, [pending, answered, first]);
  return { pending, wait: () => setPending(true), forget: () => setPending(false) };
}
