import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { personenArea } from '@app/domain';
import { baseRow, loginAs, mockApi, renderAt, testQueryClient, type ApiCall } from '../../testing/render';
import { AreaListPage } from './area-list-page';
import { intentDelayMs } from '../../lib/intent';
import { areaKeys, prefetchAreaList } from './use-area-api';

type Row = { id: number; nachname: string };
const columns: ColumnDef<Row>[] = [{ id: 'nachname', header: 'Nachname', accessorKey: 'nachname' }];
const filterFields = [{ key: 'nachname', label: 'Nachname' }];
const rows = ['Gruber', 'Huber', 'Berger', 'Steiner'].map((nachname, i) => ({ ...baseRow(i + 1), nachname }));

function serveList(total = rows.length) {
  return mockApi({
    'GET /api/personen': () => ({
      data: rows,
      total: 0,
      total_capped: false,
      counted: false,
      page: 1,
      per_page: 50,
    }),
    'GET /api/personen/count': () => ({ status: 'ok', data: { total, total_capped: false } }),
    'POST /api/personen/bulk-delete': (call: ApiCall) => ({
      status: 'ok',
      data: { deleted: (call.body as { ids: number[] }).ids.length },
    }),
  });
}
const page = (url = '/personen', client = testQueryClient()) =>
  renderAt(
    '/personen',
    url,
    <AreaListPage<Row>
      area={personenArea}
      columns={columns}
      filterFields={filterFields}
      rowLabel={(r) => r.nachname}
    />,
    client,
  );
const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/personen');

describe('AreaListPage', () => {
  describe('with write permission', () => {
    beforeEach(() => loginAs(['personen.lesen', 'personen.bearbeiten']));

    it("shows the area's title, its 'Neu' button and the rows of the list call", async () => {
      const api = serveList();
      page();
      expect(screen.getByRole('heading', { level: 1, name: 'Personen' })).toBeTruthy();
      expect(screen.getByRole('link', { name: personenArea.newLabel }).getAttribute('href')).toBe(
        '/personen/new',
      );
      const table = await screen.findByRole('table', { name: 'Personen' });
      await within(table).findByText('Gruber');
      expect(within(table).getByText('Steiner')).toBeTruthy();
      expect(listCalls(api.calls)[0]!.url.searchParams.get('sort')).toBe(personenArea.defaultSort);
    });

    it("uses the router's prefetch of its URL instead of asking again (the call starts beside the page's code)", async () => {
      const api = serveList(500);
      const url = '/personen?page=2&sort=nachname&dir=desc&q[]=ort:Wien';
      const client = testQueryClient();
      prefetchAreaList(client, personenArea, new URL(url, 'http://localhost'));
      expect(listCalls(api.calls)).toHaveLength(1);
      page(url, client);
      await screen.findByText('Gruber');
      expect(listCalls(api.calls)).toHaveLength(1);
      const sent = listCalls(api.calls)[0]!.url.searchParams;
      expect([sent.get('page'), sent.get('sort'), sent.get('dir'), sent.getAll('q[]')]).toEqual([
        '2',
        'nachname',
        'desc',
        ['ort:Wien'],
      ]);
    });

    it('asks for the rows without their count, and for the count once per filter (not again for another page)', async () => {
      const api = serveList(500);
      page();
      expect(await screen.findByText('500 Einträge')).toBeTruthy();
      expect(listCalls(api.calls)[0]!.url.searchParams.get('count')).toBe('0');
      await userEvent.click(screen.getByRole('button', { name: 'Seite 2' }));
      await waitFor(() => expect(listCalls(api.calls).at(-1)!.url.searchParams.get('page')).toBe('2'));
      const counts = api.calls.filter((c) => c.url.pathname === '/api/personen/count');
      expect(counts).toHaveLength(1);
      expect(screen.getByText('500 Einträge')).toBeTruthy();
    });

    it('a filter goes into q[] and starts again on page 1', async () => {
      const api = serveList(500);
      page('/personen?page=3');
      await screen.findByText('Gruber');
      expect(listCalls(api.calls).at(-1)!.url.searchParams.get('page')).toBe('3');
      const filter = screen.getByRole('search', { name: 'Filter' });
      await userEvent.type(within(filter).getByLabelText('Nachname'), 'Gruber');
      await userEvent.click(within(filter).getByRole('button', { name: 'Filtern' }));
      await waitFor(() =>
        expect(listCalls(api.calls).at(-1)!.url.searchParams.getAll('q[]')).toEqual(['nachname:Gruber']),
      );
      expect(listCalls(api.calls).at(-1)!.url.searchParams.get('page')).toBe('1');
    });

    it('a shift-click selects the range from the last clicked row; bulk delete sends the selection', async () => {
      const api = serveList();
      page();
      await screen.findByText('Gruber');
      const user = userEvent.setup();
      await user.click(screen.getByRole('checkbox', { name: 'Auswählen: Huber' }));
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('checkbox', { name: 'Auswählen: Steiner' }));
      await user.keyboard('{/Shift}');
      expect(await screen.findByText(/3 ausgewählt/)).toBeTruthy();
      expect((screen.getByRole('checkbox', { name: 'Auswählen: Gruber' }) as HTMLInputElement).checked).toBe(
        false,
      );
      await user.click(screen.getByRole('button', { name: 'Ausgewählte löschen' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
      await waitFor(() =>
        expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [2, 3, 4] }),
      );
    });

    it("asks for a row's record when the pointer rests on the row or presses it, not when it only crosses it", async () => {
      const api = serveList();
      const client = testQueryClient();
      page('/personen', client);
      await screen.findByText('Gruber');
      const row = (name: string) => screen.getByText(name).closest('tr')!;
      const recordCalls = () => api.calls.filter((c) => /^\/api\/personen\/\d+$/.test(c.url.pathname));
      // Crossing Huber's row on the way to Berger's (in one go, no timer between): only Berger's record,
      // once the pointer rests there.
      fireEvent.mouseEnter(row('Huber'));
      fireEvent.mouseLeave(row('Huber'));
      fireEvent.mouseEnter(row('Berger'));
      expect(recordCalls()).toHaveLength(0);
      await waitFor(() => expect(recordCalls().map((c) => c.url.pathname)).toEqual(['/api/personen/3']));
      await new Promise((r) => setTimeout(r, intentDelayMs + 20));
      expect(recordCalls()).toHaveLength(1);
      // Pressing a row (no hover before, as on a touch screen) asks too, into the cache the edit page reads.
      fireEvent.pointerDown(row('Steiner'));
      await waitFor(() => expect(recordCalls().at(-1)?.url.pathname).toBe('/api/personen/4'));
      expect(client.getQueryState(areaKeys(personenArea).detail(4))).toBeTruthy();
    });
  });

  it("without write permission: no 'Neu' button and no selection, but the way to the Papierkorb", async () => {
    await loginAs(['personen.lesen']);
    serveList();
    page();
    await screen.findByText('Gruber');
    expect(screen.queryByRole('link', { name: personenArea.newLabel })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Papierkorb' }).getAttribute('href')).toBe(
      '/personen/papierkorb',
    );
  });
});
