import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firmenArea, formatDate, messages } from '@app/domain';
import { loginAs, mockApi, renderAt, type ApiCall } from '../../testing/render';
import { PapierkorbPage } from './papierkorb-page';

const tag = 86_400_000;
const vorTagen = (n: number) => new Date(Date.now() - n * tag - 60_000).toISOString();
const eintrag = (id: number, label: string, at: string, extra: object = {}) => ({
  id,
  at,
  record_id: 100 + id,
  datensatz_id: 100 + id,
  label,
  user_name: 'Maria Huber',
  original_user_name: null,
  zeilen: 1,
  ...extra,
});

const render = () =>
  renderAt('/firmen/papierkorb', '/firmen/papierkorb', <PapierkorbPage area={firmenArea} />);
const restores = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/wiederherstellen'));

afterEach(() => {
  document.title = '';
});

describe('Papierkorb page', () => {
  it('lists each deleted record with who deleted it (im Namen von), when and the days it stays', async () => {
    const at = vorTagen(2);
    mockApi({
      'GET /api/firmen/papierkorb': {
        status: 'ok',
        data: [
          eintrag(1, 'Korb Bau GmbH', at, { original_user_name: 'Karl Chef', zeilen: 3 }),
          eintrag(2, 'Alte Firma KG', vorTagen(29)),
        ],
      },
    });
    await loginAs(['firmen.lesen', 'firmen.bearbeiten']);
    render();
    expect(screen.getByRole('heading', { name: 'Papierkorb – Firmen' })).toBeTruthy();
    const row = (await screen.findByText('Korb Bau GmbH')).closest('tr')!;
    expect(within(row).getByText('Maria Huber')).toBeTruthy();
    expect(within(row).getByText('im Namen von Karl Chef')).toBeTruthy();
    expect(within(row).getByText(formatDate(at, true))).toBeTruthy();
    expect(within(row).getByText('in 27 Tagen')).toBeTruthy();
    expect(within(row).getByText(/mit 2 zugehörigen Einträgen/)).toBeTruthy();
    expect(within(screen.getByText('Alte Firma KG').closest('tr')!).getByText('heute')).toBeTruthy();
    expect(document.title).toMatch(/^Papierkorb – Firmen/);
  });

  it('restores once on a double click, says so, links the record and drops the entry', async () => {
    let bin = [eintrag(1, 'Korb Bau GmbH', vorTagen(1)), eintrag(2, 'Zweite GmbH', vorTagen(1))];
    const mocked = mockApi({
      'GET /api/firmen/papierkorb': () => ({ status: 'ok', data: bin }),
      'POST /api/firmen/papierkorb/1/wiederherstellen': () => {
        bin = bin.filter((e) => e.id !== 1);
        return { status: 'ok', data: { id: 101 } };
      },
    });
    // The restore's answer waits until both clicks are in.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const posts: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(String(input));
        await answered;
      }
      return mocked.fetch(input, init);
    });
    await loginAs(['firmen.lesen', 'firmen.bearbeiten']);
    render();
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: 'Korb Bau GmbH wiederherstellen' }));
    expect(posts).toHaveLength(1);
    release();

    const done = await screen.findByRole('status');
    expect(done.textContent).toContain(messages.papierkorbWiederhergestellt('Korb Bau GmbH'));
    expect(within(done).getByRole('link', { name: 'Firma öffnen' }).getAttribute('href')).toBe('/firmen/101');
    expect(restores(mocked.calls)).toHaveLength(1);
    await expect.poll(() => screen.queryByText('Korb Bau GmbH', { selector: 'td' })).toBeNull();
    expect(screen.getByText('Zweite GmbH')).toBeTruthy();
  });

  it('shows the API’s 409 and 422 messages verbatim and keeps the entry', async () => {
    const clash =
      '„Korb Bau GmbH“ kann nicht wiederhergestellt werden: ein neuerer Datensatz hat inzwischen denselben eindeutigen Wert.';
    const parent = '„Elternhof“ ist gelöscht (im Papierkorb); zuerst diesen Datensatz wiederherstellen.';
    mockApi({
      'GET /api/firmen/papierkorb': {
        status: 'ok',
        data: [eintrag(1, 'Korb Bau GmbH', vorTagen(1)), eintrag(2, 'Kind GmbH', vorTagen(1))],
      },
      'POST /api/firmen/papierkorb/1/wiederherstellen': {
        status: 409,
        body: { status: 'error', message: clash },
      },
      'POST /api/firmen/papierkorb/2/wiederherstellen': {
        status: 422,
        body: { status: 'error', message: parent },
      },
    });
    await loginAs(['firmen.lesen', 'firmen.bearbeiten']);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Korb Bau GmbH wiederherstellen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(clash);
    await user.click(screen.getByRole('button', { name: 'Kind GmbH wiederherstellen' }));
    await expect.poll(() => screen.getByRole('alert').textContent).toBe(parent);
    expect(screen.getByText('Korb Bau GmbH')).toBeTruthy();
  });

  it('offers no restore to a reader, and says when the bin is empty', async () => {
    mockApi({
      'GET /api/firmen/papierkorb': { status: 'ok', data: [eintrag(1, 'Korb Bau GmbH', vorTagen(1))] },
    });
    await loginAs(['firmen.lesen']);
    const view = render();
    await screen.findByText('Korb Bau GmbH');
    expect(screen.queryByRole('button', { name: /wiederherstellen/i })).toBeNull();
    view.unmount();

    mockApi({ 'GET /api/firmen/papierkorb': { status: 'ok', data: [] } });
    render();
    expect(await screen.findByText(messages.papierkorbLeer)).toBeTruthy();
  });

  it('is usable by keyboard: Tab reaches Wiederherstellen, Enter restores', async () => {
    const { calls } = mockApi({
      'GET /api/firmen/papierkorb': { status: 'ok', data: [eintrag(1, 'Korb Bau GmbH', vorTagen(1))] },
      'POST /api/firmen/papierkorb/1/wiederherstellen': { status: 'ok', data: { id: 101 } },
    });
    await loginAs(['firmen.lesen', 'firmen.bearbeiten']);
    render();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Korb Bau GmbH wiederherstellen' });
    for (let i = 0; i < 5 && document.activeElement !== button; i++) await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await screen.findByRole('status');
    expect(restores(calls)).toHaveLength(1);
  });
});
