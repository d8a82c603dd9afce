import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@app/domain';
import { mockApi } from '../testing/render';
import { api, errorMessage, ForbiddenError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('403 answers', () => {
  it("show the server's specific reason", async () => {
    mockApi({
      'GET /api/benutzer': { status: 403, body: { status: 'error', message: messages.alsAndereGesperrt } },
    });
    const error = await api.get('/api/benutzer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(errorMessage(error)).toBe(messages.alsAndereGesperrt);
  });

  it("fall back to 'Keine Berechtigung' without one", async () => {
    mockApi({ 'GET /api/benutzer': { status: 403, body: { status: 'error' } } });
    expect(errorMessage(await api.get('/api/benutzer').catch((e: unknown) => e))).toBe(
      messages.keineBerechtigung,
    );
  });
});

describe('Idempotency-Key (one per submission)', () => {
  /** fetch answering in the order the test releases; records each call's key. */
  function stubFetch(answers: Array<'ok' | 'network' | 422>) {
    const keys: Array<string | undefined> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        keys.push((init?.headers as Record<string, string>)['idempotency-key']);
        const answer = answers.shift() ?? 'ok';
        if (answer === 'network') throw new TypeError('Failed to fetch');
        const status = answer === 'ok' ? 200 : answer;
        return new Response(JSON.stringify({ status: 'ok', data: { id: 1 }, errors: {} }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return keys;
  }

  it('the same submission twice at once (a double click) sends one key; once answered the next gets a new one', async () => {
    const keys = stubFetch([]);
    await Promise.all([
      api.post('/api/personen', { nachname: 'Gruber' }),
      api.post('/api/personen', { nachname: 'Gruber' }),
    ]);
    await api.post('/api/personen', { nachname: 'Gruber' });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a submission without answer keeps its key for the retry; an answered one (also 422) and another body do not', async () => {
    const keys = stubFetch(['network', 'ok', 422, 'ok']);
    await expect(api.post('/api/firmen', { name: 'A' })).rejects.toThrow();
    await api.post('/api/firmen', { name: 'A' });
    expect(keys[1]).toBe(keys[0]);
    await expect(api.put('/api/firmen/1', { name: 'B', version: 1 })).rejects.toThrow();
    await api.put('/api/firmen/1', { name: 'B', version: 1 });
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys.slice(1)).size).toBe(3);
  });

  it('reads send none', async () => {
    const keys = stubFetch([]);
    await api.get('/api/personen');
    expect(keys).toEqual([undefined]);
  });
});
