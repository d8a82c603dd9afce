import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@app/domain';
import { productName } from '../lib/page-title';
import { mockApi, renderAt } from '../testing/render';
import { PasswortSetzenPage } from './passwort-setzen-page';

describe('PasswortSetzenPage', () => {
  it('asks twice, refuses two different entries and sends the token with the password', async () => {
    const api = mockApi({
      'GET /api/passwort-setzen': { status: 'ok', data: { zustand: 'gueltig' } },
      'POST /api/passwort-setzen': { status: 'ok' },
    });
    renderAt('/passwort-setzen', '/passwort-setzen?token=abc', <PasswortSetzenPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort setzen' })).toBeTruthy();
    expect(screen.getByText(productName)).toBeTruthy();
    await screen.findByLabelText('Neues Passwort');
    const user = userEvent.setup();
    // Pasted rather than typed key by key: the page's logic is the point, not the typing.
    const enter = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await enter('Neues Passwort', 'Ein-langes-Passwort-1');
    await enter('Passwort wiederholen', 'Ein-anderes-Passwort-1');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.passwortWiederholung);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await enter('Passwort wiederholen', 'Ein-langes-Passwort-1');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Das Passwort ist gesetzt.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: 'abc',
      passwort: 'Ein-langes-Passwort-1',
    });
  });

  it.each([
    ['verwendet', messages.passwortLinkVerwendet],
    ['abgelaufen', messages.passwortLinkAbgelaufen],
  ] as const)('a %s link says so, with what to do, instead of the form', async (zustand, text) => {
    const api = mockApi({ 'GET /api/passwort-setzen': { status: 'ok', data: { zustand } } });
    renderAt('/passwort-setzen', '/passwort-setzen?token=alt', <PasswortSetzenPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(text).toMatch(/Administration um einen neuen Link/);
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeTruthy();
    expect(api.calls.map((c) => c.url.searchParams.get('token'))).toEqual(['alt']);
  });
});
