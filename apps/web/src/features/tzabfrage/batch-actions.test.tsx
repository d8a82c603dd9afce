import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TzabfrageState, TzStats } from '@app/domain';
import { loginAs, mockApi, renderAt } from '../../testing/render';
import { BatchActions, facetCounts } from './batch-actions';

const batch = (status: TzabfrageState['status'], stats: TzStats): TzabfrageState => ({
  id: 9,
  gericht: '631',
  jahr: 2018,
  bereich: '1–5000/2018',
  status,
  stats,
  created: '2026-01-05T09:00:00.000Z',
  updated: '2026-01-05T09:00:00.000Z',
  creator_name: 'Maria Huber',
  quelle: 'simulator',
});
const show = (state: TzabfrageState) =>
  renderAt(
    '/importe/tzabfrage/9',
    '/importe/tzabfrage/9',
    <BatchActions state={state} reload={async () => {}} />,
  );

describe('a cancelled Tzabfrage', () => {
  beforeEach(async () => {
    await loginAs(['importe.nutzen']);
  });

  it('offers the cancelled rows apart from the failures, each with its own count', () => {
    show(batch('cancelled', { all: 5000, done: 2154, ok: 2151, error: 3, cancelled: 2846 }));
    expect(screen.getByRole('button', { name: 'Abgebrochene fortsetzen (2846)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fehlgeschlagene erneut (3)' })).toBeTruthy();
  });

  it('without failures offers no retry; resuming posts the resume call', async () => {
    const api = mockApi({ 'POST /api/tzabfragen/9/resume': { status: 'ok', data: { count: 2846 } } });
    show(batch('cancelled', { all: 5000, done: 2154, ok: 2154, error: 0, cancelled: 2846 }));
    expect(screen.queryByRole('button', { name: /Fehlgeschlagene erneut/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abgebrochene fortsetzen (2846)' }));
    await waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toContain(
        'POST /api/tzabfragen/9/resume',
      ),
    );
  });

  it('counts cancelled rows in their own facet, not as waiting or failed', () => {
    expect(facetCounts({ all: 10, done: 4, ok: 3, error: 1, cancelled: 6 })).toEqual({
      waiting: 0,
      ok: 3,
      error: 1,
      cancelled: 6,
    });
  });
});
