import { useSyncExternalStore } from 'react';
import { hasPermission, type OkAnswer, type Permission, type SessionData, type SessionUser } from '@app/domain';
import { request, setCsrfToken, setUnauthorizedHandler, UnauthorizedError } from './api-client';

/** 'unknown' until the start-up check answered; then a session or none. */
export type SessionState = { status: 'unknown' } | { status: 'anonymous' } | { status: 'active'; data: SessionData };

let state: SessionState = { status: 'unknown' };
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

function setState(next: SessionState): void {
  const ended = state.status === 'active' && next.status !== 'active';
  state = next;
  setCsrfToken(next.status === 'active' ? next.data.csrfToken : null);
  listeners.forEach((l) => l());
  if (ended) endListeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession);
}

/** The logged-in user; null only outside the shell (which renders for active sessions alone). */
export function useCurrentUser(): SessionUser | null {
  const session = useSession();
  return session.status === 'active' ? session.data.user : null;
}

/** Whether the user may do this; hides what the server would refuse anyway (it checks again). */
export function useCan(permission: Permission): boolean {
  const user = useCurrentUser();
  return !!user && hasPermission(user, permission);
}

/** Caches and sockets of the ended session must go (see providers and socket). */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

// Any call answered 401 means the session is over: the shell then sends the user to the login page.
setUnauthorizedHandler(() => setState({ status: 'anonymous' }));

/** Asks the server for the current session (start-up, and for a fresh socket token). */
export async function refreshSession(): Promise<SessionState> {
  try {
    const answer = await request<OkAnswer<SessionData>>('GET', '/api/session', { ignoreUnauthorized: true });
    setState({ status: 'active', data: answer.data });
  } catch (error) {
    // A network hiccup during a running session is no logout; at start-up it leaves the login page.
    if (error instanceof UnauthorizedError || state.status === 'unknown') setState({ status: 'anonymous' });
  }
  return state;
}

/** Throws the ApiError of a failed login (401 wrong credentials, 429 too many attempts). */
export async function login(email: string, password: string): Promise<void> {
  const answer = await request<OkAnswer<SessionData>>('POST', '/api/session', {
    body: { email, password },
    ignoreUnauthorized: true,
  });
  setState({ status: 'active', data: answer.data });
}

export async function logout(): Promise<void> {
  try {
    await request('DELETE', '/api/session', { ignoreUnauthorized: true });
  } finally {
    setState({ status: 'anonymous' });
  }
}
