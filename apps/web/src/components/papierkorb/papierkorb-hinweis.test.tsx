import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firmenArea, formatDate, projekteArea } from '@app/domain';
import { loginAs, mockApi, renderAt } from '../../testing/render';
import { PapierkorbHinweis } from './papierkorb-hinweis';

const at = '2026-03-02T10:00:00.000Z';
const treffer = {
  id: 7,
  at,
  record_id: 101,
  datensatz_id: 101,
  label: 'Korb Bau GmbH',
  user_name: 'Maria Huber',
  original_user_name: null,
  zeilen: 1,
};

describe('create hint for a record in the Papierkorb', () => {
  it('names the deleted Firma with the typed FN and restores and opens it on request', async () => {
    const { calls } = mockApi({
      'GET /api/firmen/papierkorb/suche': (call: { url: URL }) => ({
        status: 'ok',
        data: call.url.searchParams.get('wert') === '38240k' ? [treffer] : [],
      }),
      'POST /api/firmen/papierkorb/7/wiederherstellen': { status: 'ok', data: { id: 101 } },
    });
    await loginAs(['firmen.lesen', 'firmen.bearbeiten']);
    renderAt('/firmen/new', '/firmen/new', <PapierkorbHinweis area={firmenArea} wert="38240k" />);
    const text = `Eine Firma mit dieser FN liegt im Papierkorb (gelöscht am ${formatDate(at)} von Maria Huber).`;
    expect(await screen.findByText(text)).toBeTruthy();
    const suche = calls.find((c) => c.url.pathname === '/api/firmen/papierkorb/suche')!;
    expect(suche.url.searchParams.get('feld')).toBe('fbnr');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Wiederherstellen' }));
    expect(await screen.findByText('Andere Seite')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says nothing for a Projektnr no deleted Projekt held, and offers no restore to a reader', async () => {
    const { calls } = mockApi({
      'GET /api/projekte/papierkorb/suche': (call: { url: URL }) => ({
        status: 'ok',
        data: call.url.searchParams.get('wert') === '24001' ? [{ ...treffer, label: '24001 Seeblick' }] : [],
      }),
    });
    await loginAs(['projekte.lesen']);
    const view = renderAt('/p', '/p', <PapierkorbHinweis area={projekteArea} wert="24002" />);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(screen.queryByText(/liegt im Papierkorb/)).toBeNull();
    view.unmount();

    renderAt('/p', '/p', <PapierkorbHinweis area={projekteArea} wert="24001" />);
    expect(await screen.findByText(/^Ein Projekt mit dieser Projektnr liegt im Papierkorb/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wiederherstellen' })).toBeNull();
  });
});
