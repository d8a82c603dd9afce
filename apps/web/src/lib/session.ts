import { useSyncExternalStore } from 'react';
import {
  allPermissions,
  hasPermission,
  type OkAnswer,
  type Permission,
  type SessionData,
  type SessionUser,
} from '@app/domain';
import {
  request,
  setCsrfRejectedHandler,
  setCsrfToken,
  setUnauthorizedHandler,
  UnauthorizedError,
} from './api-client';

/** 'unknown' until the start-up check answered; then a session or none. */
export type SessionState =
  { status: 'unknown' } | { status: 'anonymous' } | { status: 'active'; data: SessionData };

let state: SessionState = { status: 'unknown' };
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

/** Permissions the same user held before the last session answer and holds no longer (changed live). */
export interface PermissionLoss {
  lost: readonly Permission[];
  /** Counts the changes, so each one is noticed once. */
  seq: number;
}
let permissionLoss: PermissionLoss | null = null;

function lostPermissions(before: SessionUser, after: SessionUser): Permission[] {
  return allPermissions.filter((p) => hasPermission(before, p) && !hasPermission(after, p));
}

function setState(next: SessionState): void {
  // Another user logging in in the re-login dialog ends the previous user's session for this page too.
  const ended =
    state.status === 'active' && (next.status !== 'active' || next.data.user.id !== state.data.user.id);
  if (state.status === 'active' && next.status === 'active' && !ended) {
    const lost = lostPermissions(state.data.user, next.data.user);
    if (lost.length) permissionLoss = { lost, seq: (permissionLoss?.seq ?? 0) + 1 };
  }
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

/** The last live loss of permissions (an administrator changed them while pages are open), or null. */
export function usePermissionLoss(): PermissionLoss | null {
  return useSyncExternalStore(subscribe, () => permissionLoss);
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

/**
 * The session ended while the page is open (logout in another tab, expiry): instead of leaving the page
 * and what was typed, a dialog asks to log in again. Every call answered 401 meanwhile waits for it.
 */
export interface ReloginRequest {
  /** The user whose input waits; only the same user's login repeats the calls. */
  user: SessionUser;
  promise: Promise<boolean>;
  resolve: (retry: boolean) => void;
}

let relogin: ReloginRequest | null = null;
const reloginListeners = new Set<() => void>();
const renewListeners = new Set<() => void>();

function setRelogin(next: ReloginRequest | null): void {
  relogin = next;
  reloginListeners.forEach((l) => l());
}

function requestRelogin(): Promise<boolean> {
  if (state.status !== 'active') return Promise.resolve(false);
  if (!relogin) {
    let resolve: (retry: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((r) => (resolve = r));
    setRelogin({ user: state.data.user, promise, resolve });
  }
  return relogin!.promise;
}

setUnauthorizedHandler(requestRelogin);

// The browser's session was renewed elsewhere (a login in another tab): the same user goes on with the new
// token; another user's session is not used for this page's calls.
setCsrfRejectedHandler(async () => {
  if (state.status !== 'active') return false;
  const user = state.data.user.id;
  try {
    const answer = await request<OkAnswer<SessionData>>('GET', '/api/session', { ignoreUnauthorized: true });
    if (answer.data.user.id !== user) return false;
    setState({ status: 'active', data: answer.data });
    renewListeners.forEach((l) => l());
    return true;
  } catch (error) {
    return error instanceof UnauthorizedError ? requestRelogin() : false;
  }
});

/** The open re-login request, for the dialog (rendered once by the shell). */
export function useRelogin(): ReloginRequest | null {
  return useSyncExternalStore(
    (listener) => {
      reloginListeners.add(listener);
      return () => reloginListeners.delete(listener);
    },
    () => relogin,
  );
}

/** Cancelled: the waiting calls fail with their 401 and the input stays where it is. */
export function cancelRelogin(): void {
  const open = relogin;
  setRelogin(null);
  open?.resolve(false);
}

/**
 * Logs in from the dialog. The same user: the waiting calls are repeated with the new session. Another
 * user: they fail, and the previous user's caches and socket go (setState); answers false.
 */
export async function relogIn(email: string, password: string): Promise<boolean> {
  const data = await postLogin(email, password);
  const open = relogin;
  const same = !!open && open.user.id === data.user.id;
  setState({ status: 'active', data });
  setRelogin(null);
  if (same) renewListeners.forEach((l) => l());
  open?.resolve(same);
  return same;
}

/** A new session for the same user (re-login): e.g. the socket connects again with the new token. */
export function onSessionRenewed(listener: () => void): () => void {
  renewListeners.add(listener);
  return () => renewListeners.delete(listener);
}

/**
 * Asks the server for the current session (start-up, and for a fresh socket token). `quiet`: a session
 * found ended during a running page is answered 'anonymous' but the page stays as it is; the user's next
 * call notices and asks for the re-login.
 */
export async function refreshSession({ quiet = false } = {}): Promise<SessionState> {
  try {
    const answer = await request<OkAnswer<SessionData>>('GET', '/api/session', { ignoreUnauthorized: true });
    setState({ status: 'active', data: answer.data });
  } catch (error) {
    // Ended during a running page: log in again in the dialog, not on the login page (input stays).
    if (error instanceof UnauthorizedError && state.status === 'active') {
      if (quiet) return { status: 'anonymous' };
      void requestRelogin();
    }
    // A network hiccup during a running session is no logout; at start-up it leaves the login page.
    else if (error instanceof UnauthorizedError || state.status === 'unknown')
      setState({ status: 'anonymous' });
  }
  return state;
}

async function postLogin(email: string, password: string): Promise<SessionData> {
  const answer = await request<OkAnswer<SessionData>>('POST', '/api/session', {
    body: { email, password },
    ignoreUnauthorized: true,
  });
  return answer.data;
}

/** Throws the ApiError of a failed login (401 wrong credentials, 429 too many attempts). */
export async function login(email: string, password: string): Promise<void> {
  setState({ status: 'active', data: await postLogin(email, password) });
}

/** A session the server answered outside login (acting as another user, and back): caches of the previous one go. */
export function switchSession(data: SessionData): void {
  setState({ status: 'active', data });
}

export async function logout(): Promise<void> {
  try {
    await request('DELETE', '/api/session', { ignoreUnauthorized: true });
  } finally {
    setState({ status: 'anonymous' });
    cancelRelogin();
  }
}
