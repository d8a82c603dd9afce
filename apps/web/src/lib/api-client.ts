import { messages, type FieldErrors } from '@app/domain';

/** Base of every failed call; `message` is German and fit to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
/** 422: messages per field ('_' for the record as a whole). */
export class ValidationError extends ApiError {
  constructor(readonly errors: FieldErrors) {
    super(422, messages.ungueltigeAnfrage);
  }
}
export class NotFoundError extends ApiError {
  constructor() {
    super(404, messages.fehlerResourceNichtGefunden);
  }
}
/** 409: someone else saved the record since it was loaded. */
export class ConflictError<T = unknown> extends ApiError {
  constructor(
    message: string,
    readonly current: T,
    readonly changedBy: string | null,
  ) {
    super(409, message);
  }
}
export class UnauthorizedError extends ApiError {
  constructor(message: string) {
    super(401, message);
  }
}
/** 403: with the server's reason when it gave a specific one (e.g. refused while acting as another user). */
export class ForbiddenError extends ApiError {
  constructor(message?: string) {
    super(403, message || messages.keineBerechtigung);
  }
}
/** 403 for a stale anti-forgery token: the session was renewed elsewhere (e.g. a login in another tab). */
export class CsrfError extends ApiError {
  constructor(message: string) {
    super(403, message);
  }
}
/** The call never got a usable answer: network down, 5xx, or a body that is not our JSON. */
export class TransportError extends ApiError {
  constructor(status = 0) {
    super(status, messages.unerwarteterFehler);
  }
}

export type Params = Record<string, string | number | boolean | null | undefined | readonly string[]>;

export interface RequestOptions {
  params?: Params;
  body?: unknown;
  signal?: AbortSignal;
  /** Login and the start-up session check expect 401 and must not ask for a new login. */
  ignoreUnauthorized?: boolean;
  /** The submission's `Idempotency-Key`; without it one follows from the request (see submissionKey). */
  idempotencyKey?: string;
}

let csrfToken: string | null = null;
let onUnauthorized: () => Promise<boolean> = () => Promise.resolve(false);
let onCsrfRejected: () => Promise<boolean> = () => Promise.resolve(false);

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}
/** Who answers a 401: resolves true once the same user logged in again, so the call may be repeated. */
export function setUnauthorizedHandler(handler: () => Promise<boolean>): void {
  onUnauthorized = handler;
}
/** Who answers a stale anti-forgery token: resolves true once the same user's current token is known. */
export function setCsrfRejectedHandler(handler: () => Promise<boolean>): void {
  onCsrfRejected = handler;
}
/** A call answered 401: waits for the re-login (one for all calls at once); true means 'repeat the call'. */
export function reauthenticate(): Promise<boolean> {
  return onUnauthorized();
}

export function buildUrl(path: string, params?: Params): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v: string) => search.append(key, v));
    else search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function toError(status: number, body: Record<string, unknown> | null): ApiError {
  const message = typeof body?.message === 'string' ? body.message : '';
  switch (status) {
    case 401:
      return new UnauthorizedError(message || messages.nichtAngemeldet);
    case 403:
      return message === messages.csrfUngueltig ? new CsrfError(message) : new ForbiddenError(message);
    case 404:
      return new NotFoundError();
    case 409:
      return new ConflictError(
        message || messages.versionKonflikt,
        body?.current,
        typeof body?.changedBy === 'string' ? body.changedBy : null,
      );
    case 422:
      return body?.errors && typeof body.errors === 'object'
        ? new ValidationError(body.errors as FieldErrors)
        : new ApiError(422, message || messages.ungueltigeAnfrage);
  }
  if (status >= 500 || !body) return new TransportError(status);
  return new ApiError(status, message || messages.ungueltigeAnfrage);
}

/**
 * One `Idempotency-Key` per submission (issue 23): a write (POST, PUT, PATCH, DELETE) sends one, and the
 * server answers a repeat of a key with the first answer instead of writing again. The same submission —
 * the same method, URL and body — sent again while the first is still on its way (a double click) or after
 * it got no answer (network gone, 5xx: it may have been saved) reuses the key; once the server answered
 * (2xx or 4xx) the submission is done and the next one, even with the same content, is a new one.
 */
const openSubmissions = new Map<string, string>();
const openSubmissionsLimit = 200;

function newKey(): string {
  // getRandomValues works on plain HTTP too (randomUUID needs a secure context).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

function submissionKey(submission: string): string {
  let key = openSubmissions.get(submission);
  if (!key) {
    if (openSubmissions.size >= openSubmissionsLimit)
      openSubmissions.delete(openSubmissions.keys().next().value!);
    key = newKey();
    openSubmissions.set(submission, key);
  }
  return key;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One call. A 401 (session ended meanwhile) does not end the app: after the re-login dialog the same call
 * is sent again, so what the user typed gets saved; if the dialog is cancelled the 401 is thrown.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  if (!writeMethods.has(method)) return call<T>(method, path, options);
  // The re-sends below (after a re-login) are the same submission: same key.
  const submission = `${method} ${buildUrl(path, options.params)} ${JSON.stringify(options.body ?? null)}`;
  const idempotencyKey = options.idempotencyKey ?? submissionKey(submission);
  try {
    const answer = await call<T>(method, path, { ...options, idempotencyKey });
    if (openSubmissions.get(submission) === idempotencyKey) openSubmissions.delete(submission);
    return answer;
  } catch (error) {
    // Answered: done. No answer (TransportError) or aborted: a repeat may find it saved, so it keeps the key.
    if (
      error instanceof ApiError &&
      !(error instanceof TransportError) &&
      openSubmissions.get(submission) === idempotencyKey
    ) {
      openSubmissions.delete(submission);
    }
    throw error;
  }
}

async function call<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    if (options.ignoreUnauthorized) throw error;
    // Logged in again in another tab: the same user's new token is fetched and the call repeated.
    if (error instanceof CsrfError && (await onCsrfRejected())) return send<T>(method, path, options);
    if (!(error instanceof UnauthorizedError) || !(await reauthenticate())) throw error;
    return send<T>(method, path, options);
  }
}

async function send<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own doing (TanStack Query cancels stale queries); pass it through.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new TransportError();
  }

  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) {
    if (body === null) throw new TransportError(response.status);
    return body as T;
  }
  throw toError(response.status, body && typeof body === 'object' ? (body as Record<string, unknown>) : null);
}

export const api = {
  get: <T>(path: string, params?: Params, signal?: AbortSignal) =>
    request<T>('GET', path, { params, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** The German text to show for any error a call can throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.unerwarteterFehler;
}

/** 422 answers as one line 'field: messages' joined by '; ' (SPEC §8 modal save). */
export function formatFieldErrors(errors: FieldErrors): string {
  return Object.entries(errors)
    .map(([field, list]) => `${field}: ${list.join(', ')}`)
    .join('; ');
}
