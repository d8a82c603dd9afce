import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Zertifizierung } from '@app/domain';
import { baseRow, loginAs, mockApi, renderAt } from '../../testing/render';
import { ZertifizierungCreatePage, ZertifizierungEditPage } from './form-pages';

/*
 * What a project-scoped area gets from its definition (`perProjekt`, `path`) and the shared pieces
 * (ProjektField, the preselected project, the form model from the schema), through the smallest such area.
 */

const projektListe = '/zertifizierungen?q%5B%5D=projekt_id%3A7';
const seestadt = { id: 7, projektnr: 1234, name: 'Seestadt' };
const zertifizierung: Zertifizierung = {
  ...baseRow(3),
  projekt_id: 7,
  projektnr: 1234,
  projekt_name: 'Seestadt',
  typ_id: 'klimaaktiv',
  typ_name: 'klimaaktiv',
  klasse: 'Gold',
  datum: '2026-02-01',
  bemerkung: null,
};
const projektFeld = () => screen.getByRole('combobox', { name: /Projekt/ }) as HTMLInputElement;
const writer = ['bewertung.lesen', 'bewertung.bearbeiten'] as const;

describe('a project-scoped area (Zertifizierungen)', () => {
  it("create: '?projekt_id=' preselects the project, sends its id, and 'Abbrechen' leads to its list", async () => {
    await loginAs([...writer]);
    const api = mockApi({
      'GET /api/projekte/7': { status: 'ok', data: { ...seestadt, bezirk: null } },
      'POST /api/zertifizierungen': { status: 'ok', data: { ...zertifizierung, id: 9 } },
    });
    const { router } = renderAt(
      '/zertifizierungen/new',
      '/zertifizierungen/new?projekt_id=7',
      <ZertifizierungCreatePage />,
    );
    await waitFor(() => expect(projektFeld().value).toBe('1234 – Seestadt'));
    expect(screen.getByRole('link', { name: 'Abbrechen' }).getAttribute('href')).toBe(projektListe);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Typ/ }), 'klimaaktiv');
    await user.selectOptions(screen.getByRole('combobox', { name: /Klasse/ }), 'Gold');
    await user.type(screen.getByRole('textbox', { name: 'Datum' }), '01.02.2026');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zertifizierungen/9'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      projekt_id: 7,
      typ_id: 'klimaaktiv',
      klasse: 'Gold',
      datum: '2026-02-01',
    });
  });

  it('create without a project: the field says it is required; a project picked in the typeahead is sent', async () => {
    await loginAs([...writer]);
    const api = mockApi({
      'GET /api/projekte': [seestadt],
      'POST /api/zertifizierungen': { status: 'ok', data: { ...zertifizierung, id: 9 } },
    });
    renderAt('/zertifizierungen/new', '/zertifizierungen/new', <ZertifizierungCreatePage />);
    expect(screen.getByRole('link', { name: 'Abbrechen' }).getAttribute('href')).toBe('/zertifizierungen');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Typ/ }), 'klimaaktiv');
    await user.selectOptions(screen.getByRole('combobox', { name: /Klasse/ }), 'Gold');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte ein Projekt wählen.')).toBeTruthy();
    await user.type(projektFeld(), 'See');
    // Enter takes the first hit once it is there (jsdom runs no transitions: the list counts as hidden).
    await screen.findByRole('option', { name: '1234 – Seestadt', hidden: true }, { timeout: 5000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(projektFeld().value).toBe('1234 – Seestadt'));
    // The message goes as soon as a project is there (the form checks again after a first submit).
    await waitFor(() => expect(screen.queryByText('Bitte ein Projekt wählen.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ projekt_id: 7 }),
    );
  }, 30_000);

  it("edit: shows the record's project and date as typed, leads back to the project's list and goes there after deleting", async () => {
    await loginAs([...writer]);
    const api = mockApi({
      'GET /api/zertifizierungen/3': { status: 'ok', data: zertifizierung },
      'DELETE /api/zertifizierungen/3': { status: 'ok', data: { id: 3 } },
    });
    const { router } = renderAt('/zertifizierungen/:id', '/zertifizierungen/3', <ZertifizierungEditPage />);
    const back = await screen.findByRole('link', { name: '← Zertifizierungen des Projekts' });
    expect(back.getAttribute('href')).toBe(projektListe);
    expect(projektFeld().value).toBe('1234 – Seestadt');
    expect((screen.getByRole('textbox', { name: 'Datum' }) as HTMLInputElement).value).toBe('01.02.2026');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(projektListe),
    );
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
