import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Person } from '@app/domain';
import { PersonEditPage } from './edit-page';
import { baseRow, loginAs, mockApi, renderAt, type ApiCall } from '../../testing/render';

/*
 * The shared edit flow (useAreaEdit + AreaEditLayout), through the exemplar area that uses it: Personen
 * (generic components may not import a feature, so the test lives here).
 */

const person: Person = {
  ...baseRow(1),
  titel: null,
  vorname: 'Anna',
  nachname: 'Gruber',
  email: null,
  telefon: null,
};
const show = () => renderAt('/personen/:id', '/personen/1', <PersonEditPage />);
const nachname = () => screen.getByRole('textbox', { name: /Nachname/ }) as HTMLInputElement;

describe('AreaEditLayout / useAreaEdit', () => {
  it("saves with the record's version and says 'Gespeichert.'", async () => {
    await loginAs(['personen.lesen', 'personen.bearbeiten']);
    const api = mockApi({
      'GET /api/personen/1': { status: 'ok', data: person },
      'PUT /api/personen/1': (call: ApiCall) => ({
        status: 'ok',
        data: { ...person, ...(call.body as object), version: 2 },
      }),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Gruber' })).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(nachname());
    await user.type(nachname(), 'Berger');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(messages.gespeichert)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ nachname: 'Berger', version: 1 });
    expect(nachname().value).toBe('Berger');
  });

  it('a stale version shows the conflict panel with who changed the record', async () => {
    await loginAs(['personen.lesen', 'personen.bearbeiten']);
    const current = { ...person, nachname: 'Huber', version: 2, editor_name: 'Karl Berger' };
    mockApi({
      'GET /api/personen/1': { status: 'ok', data: person },
      'PUT /api/personen/1': {
        status: 409,
        body: { status: 'error', message: messages.versionKonflikt, current, changedBy: 'Karl Berger' },
      },
    });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Anna Gruber' });
    const user = userEvent.setup();
    await user.clear(nachname());
    await user.type(nachname(), 'Berger');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('Geändert von: Karl Berger');
    const comparison = within(panel).getByRole('table', { name: 'Versionsvergleich' });
    expect(comparison.textContent).toContain('Huber');
    expect(comparison.textContent).toContain('Berger');
    expect(screen.queryByText(messages.gespeichert)).toBeNull();
  });

  it('read-only without write permission: fields disabled, no Speichern or Löschen', async () => {
    await loginAs(['personen.lesen']);
    mockApi({ 'GET /api/personen/1': { status: 'ok', data: person } });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Anna Gruber' });
    // The fields sit in a disabled fieldset: the browser neither edits nor submits them.
    expect(nachname().closest('fieldset')?.disabled).toBe(true);
    expect(nachname().matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
  });
});
