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
    expect(errorMessage(await api.get('/api/benutzer').catch((e: unknown) => e))).toBe(messages.keineBerechtigung);
  });
});
