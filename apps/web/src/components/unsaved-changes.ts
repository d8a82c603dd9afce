import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { messages } from '@app/domain';
import { confirm } from './confirm';

/**
 * Asks before a dirty form is left, inside the app (router blocker) and when the tab closes or reloads
 * (beforeunload, where the browser shows its own text). Call `allowNavigation()` right before navigating
 * away after a successful save: the form's dirty flag only clears on the next render.
 */
export function useUnsavedChanges(dirty: boolean): { allowNavigation: () => void } {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(messages.ungespeicherteAenderungen, {
      confirmLabel: 'Seite verlassen',
      cancelLabel: 'Bleiben',
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions still need returnValue set to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return { allowNavigation };
}
