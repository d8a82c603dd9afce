import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Permission } from '@app/domain';
import { refreshSession } from '../lib/session';
import { ConfirmHost } from '../components/confirm';

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}
/** An answer of the mocked server: a JSON body (200), or a status with its body. */
export type MockAnswer = unknown | { status: number; body: unknown };
type Handler = (call: ApiCall) => MockAnswer;

const isStatusAnswer = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' &&
  a !== null &&
  'status' in a &&
  typeof (a as { status: unknown }).status === 'number' &&
  'body' in a;

/**
 * `fetch` answering from handlers keyed by 'METHOD /path' (without query); every call is recorded.
 * A call without a handler answers 404, so a test sees calls it did not expect.
 */
export function mockApi(handlers: Record<string, Handler | MockAnswer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer =
      handler === undefined
        ? { status: 404, body: { status: 'error', message: 'nicht gemockt' } }
        : typeof handler === 'function'
          ? (handler as Handler)(call)
          : handler;
    const [status, json] = isStatusAnswer(answer) ? [answer.status, answer.body] : [200, answer];
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock };
}

/** Logs a user with these permissions in (the session call is answered by the mock). */
export async function loginAs(permissions: Permission[]) {
  const user = {
    id: 1,
    email: 'maria@example.at',
    name: 'Maria Huber',
    isAdmin: false,
    berechtigungen: permissions,
    originalUser: null,
  };
  const restore = globalThis.fetch;
  mockApi({ 'GET /api/session': { status: 'ok', data: { user, csrfToken: 'csrf', socketToken: 'socket' } } });
  await refreshSession();
  vi.stubGlobal('fetch', restore);
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `element` at `path` in the app's providers; other paths show 'Andere Seite: <path>'. */
export function renderAt(path: string, url: string, element: ReactNode, client = testQueryClient()) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <OtherPage /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ConfirmHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, client };
}

function OtherPage() {
  return <p>Andere Seite</p>;
}

/** A record's base columns (DESIGN §5). */
export const baseRow = (id: number) => ({
  id,
  created: '2026-01-05T09:00:00.000Z',
  updated: '2026-01-06T10:30:00.000Z',
  creator_id: 1,
  editor_id: 1,
  version: 1,
  creator_name: 'Maria Huber',
  editor_name: 'Maria Huber',
});
