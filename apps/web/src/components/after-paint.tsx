import { useEffect, useState, type ReactNode } from 'react';

/**
 * Its children one frame after the page around them was drawn (issue 29: a record's form shows before the
 * sections below it, its Käufer, files and Verlauf, are built). For parts below the first screen only: they
 * appear a frame later, nothing above them moves.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before its paint; the timeout after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setReady(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready ? children : null;
}
