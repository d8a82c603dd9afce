import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { messages } from '@app/domain';
import { confirm } from './confirm';

/** Set while the app leaves a page whatever it holds (another user logged in in the re-login dialog). */
let discarding = false;
/** The forms now holding unsaved input (one token per mounted dirty form). */
const dirtyForms = new Set<object>();

/** Whether any form on the page holds unsaved input (e.g. to keep it copyable when access ends). */
export function hasUnsavedInput(): boolean {
  return dirtyForms.size > 0;
}

/** Navigates without asking; only for input that must not be kept (it belongs to another user). */
export async function navigateDiscarding(go: () => Promise<void> | void): Promise<void> {
  discarding = true;
  try {
    await go();
  } finally {
    discarding = false;
  }
}

/**
 * Asks before a dirty form is left, inside the app (router blocker) and when the tab closes or reloads
 * (beforeunload, where the browser shows its own text). Call `allowNavigation()` right before navigating
 * away after a successful save: the form's dirty flag only clears on the next render.
 */
export function useUnsavedChanges(dirty: boolean): { allowNavigation: () => void } {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current || discarding) {
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
    const token = {};
    dirtyForms.add(token);
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions still need returnValue set to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      dirtyForms.delete(token);
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return { allowNavigation };
}
