import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person, VerlaufEintrag, VerlaufPage } from '@app/domain';
import { PersonEditPage } from './edit-page';
import { baseRow, loginAs, mockApi, renderAt, type ApiCall } from '../../testing/render';

/*
 * The Verlauf section of the shared edit page (components/verlauf) with its two restores, through the
 * exemplar area Personen (generic components may not import a feature, so the test lives here).
 */

const person: Person = {
  ...baseRow(1),
  titel: null,
  vorname: 'Anna',
  nachname: 'Berger',
  email: null,
  telefon: null,
};
const eintrag = (id: number, over: Partial<VerlaufEintrag>): VerlaufEintrag => ({
  id,
  at: '2026-03-02T09:15:00Z',
  user_name: 'Karl Berger',
  original_user_name: null,
  action: 'update',
  grund: null,
  table_name: 'personen',
  record_id: 1,
  eigen: true,
  titel: 'Geändert',
  aenderungen: [],
  ...over,
});
const nachnameGeaendert = eintrag(7, {
  original_user_name: 'Admin Aigner',
  aenderungen: [
    {
      feld: 'nachname',
      label: 'Nachname',
      alt: 'Gruber',
      neu: 'Berger',
      alt_wert: 'Gruber',
      neu_wert: 'Berger',
    },
  ],
});
const angelegt = eintrag(3, {
  action: 'create',
  titel: 'Angelegt',
  aenderungen: [
    { feld: 'vorname', label: 'Vorname', alt: '–', neu: 'Anna', alt_wert: null, neu_wert: 'Anna' },
  ],
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/personen/1': { status: 'ok', data: person },
    'GET /api/personen/1/verlauf': (call: ApiCall): VerlaufPage =>
      call.url.searchParams.get('vor') === '7'
        ? { data: [angelegt], weiter: null }
        : { data: [nachnameGeaendert], weiter: 7 },
    'PUT /api/personen/1': (call: ApiCall) => ({
      status: 'ok',
      data: { ...person, ...(call.body as object), version: 2 },
    }),
    ...extra,
  });
}
const show = async () => {
  renderAt('/personen/:id', '/personen/1', <PersonEditPage />);
  await screen.findByRole('heading', { level: 1, name: 'Anna Berger' });
  const user = userEvent.setup();
  // The Verlauf is drawn a frame after the form (AfterPaint).
  await user.click(await screen.findByRole('button', { name: 'Verlauf anzeigen' }));
  await screen.findByText('Gruber');
  return user;
};
const nachname = () => screen.getByRole('textbox', { name: /Nachname/ }) as HTMLInputElement;
const confirmDialog = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Wiederherstellen' }));

describe('Verlauf', () => {
  it('shows who changed what, in whose name, and loads older changes on demand', async () => {
    await loginAs(['personen.lesen']);
    const calls = api();
    const user = await show();
    const entry = screen.getByRole('article', { name: 'Geändert' });
    expect(within(entry).getByText(/Karl Berger im Namen von Admin Aigner/)).toBeTruthy();
    expect(within(entry).getByRole('row', { name: 'Nachname Gruber Berger' })).toBeTruthy();
    // Read only: no restore.
    expect(screen.queryByRole('button', { name: /zurück/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ältere Änderungen laden' }));
    expect(await screen.findByRole('article', { name: 'Angelegt' })).toBeTruthy();
    expect(calls.calls.filter((c) => c.url.pathname.endsWith('/verlauf')).map((c) => c.url.search)).toEqual([
      '',
      '?vor=7',
    ]);
    expect(screen.queryByRole('button', { name: 'Ältere Änderungen laden' })).toBeNull();
  });

  it("'Diese Änderung zurücknehmen' saves the old value at the form's version, marked as a restore", async () => {
    await loginAs(['personen.lesen', 'personen.bearbeiten']);
    const calls = api();
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Diese Änderung zurücknehmen: Nachname' }));
    await confirmDialog(user);
    await waitFor(() => expect(calls.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.calls.find((c) => c.method === 'PUT')!;
    expect(put.url.search).toBe('?grund=wiederherstellung');
    expect(put.body).toMatchObject({ vorname: 'Anna', nachname: 'Gruber', version: 1 });
    await waitFor(() => expect(nachname().value).toBe('Gruber'));
  });

  it('with unsaved input a restore only fills the form; typed values stay until Speichern', async () => {
    await loginAs(['personen.lesen', 'personen.bearbeiten']);
    const calls = api({
      'GET /api/personen/1/verlauf/7/stand': {
        status: 'ok',
        data: { eintrag: 7, fields: { vorname: 'Anne' } },
      },
    });
    const user = await show();
    const email = screen.getByRole('textbox', { name: /E-Mail/ });
    await user.click(email);
    await user.paste('anna@example.at');
    await user.click(
      within(screen.getByRole('article', { name: 'Geändert' })).getByRole('button', {
        name: 'Auf diesen Stand zurücksetzen',
      }),
    );
    await confirmDialog(user);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Vorname/ }) as HTMLInputElement).value).toBe('Anne'),
    );
    expect((email as HTMLInputElement).value).toBe('anna@example.at');
    expect(calls.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.calls.find((c) => c.method === 'PUT')!;
    expect(put.url.search).toBe('?grund=wiederherstellung');
    expect(put.body).toMatchObject({ vorname: 'Anne', email: 'anna@example.at', version: 1 });
  }, 30_000);
});
