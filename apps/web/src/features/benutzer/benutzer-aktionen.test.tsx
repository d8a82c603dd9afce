import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Benutzer } from '@app/domain';
import { baseRow, loginAs, mockApi, renderAt, type ApiCall } from '../../testing/render';
import { BenutzerAktionen } from './benutzer-aktionen';

const record: Benutzer = {
  ...baseRow(7),
  email: 'theo@example.at',
  name: 'Theo Target',
  aktiv: true,
  is_admin: false,
  berechtigungen: ['personen.lesen'],
  vorlage_id: null,
  vorlage_name: null,
  letzter_login: null,
  anonymisiert_am: null,
  hat_passwort: true,
};

describe('acting as another user: the duration', () => {
  beforeEach(async () => {
    await loginAs(['benutzer.verwalten', 'benutzer.anmelden_als']);
  });

  it('90 minutes is sent as typed and refused with the server message on the duration field', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'POST /api/benutzer/7/anmelden-als': ({ body }: ApiCall) =>
        (body as { minuten: number }).minuten > 60
          ? {
              status: 422,
              body: {
                status: 'error',
                message: messages.ungueltigeAnfrage,
                errors: { minuten: [messages.anmeldenAlsDauer(60)] },
              },
            }
          : { status: 'ok', data: {} },
    });
    renderAt('/benutzer/7', '/benutzer/7', <BenutzerAktionen record={record} />);
    await user.click(screen.getByRole('button', { name: 'Als diese Person anmelden' }));
    await user.type(await screen.findByRole('textbox', { name: /Grund/ }), 'Ticket 4711');
    const dauer = screen.getByRole('textbox', { name: 'Dauer (Minuten)' });
    await user.clear(dauer);
    await user.type(dauer, '90');
    await user.click(screen.getByRole('button', { name: 'Anmelden als' }));

    expect(await screen.findByText(messages.anmeldenAlsDauer(60))).toBeTruthy();
    expect(dauer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Grund/ }).getAttribute('aria-invalid')).not.toBe('true');
    expect(calls.map((c) => (c.body as { minuten: number }).minuten)).toEqual([90]);
    expect((dauer as HTMLInputElement).value).toBe('90');
  });
});
