import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@app/domain';
import { productName } from '../lib/page-title';
import { mockApi, renderAt } from '../testing/render';
import { PasswortSetzenPage } from './passwort-setzen-page';

describe('PasswortSetzenPage', () => {
  it('asks twice, refuses two different entries and sends the token with the password', async () => {
    const api = mockApi({ 'POST /api/passwort-setzen': { status: 'ok' } });
    renderAt('/passwort-setzen', '/passwort-setzen?token=abc', <PasswortSetzenPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort setzen' })).toBeTruthy();
    expect(screen.getByText(productName)).toBeTruthy();
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
    expect(api.calls).toHaveLength(0);
    await enter('Passwort wiederholen', 'Ein-langes-Passwort-1');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Das Passwort ist gesetzt.')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ token: 'abc', passwort: 'Ein-langes-Passwort-1' });
  });
});
