import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { messages, permissionCatalogue, type Permission } from '@app/domain';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { loginAs } from '../testing/render';
import { RouteAccessGate, type RouteAccess } from './route-access';

const personen: RouteAccess = {
  bereich: 'Personen',
  lesen: 'personen.lesen',
  bearbeiten: 'personen.bearbeiten',
};

/** A record's form: what is typed makes it dirty, as the area forms do. */
function PersonForm() {
  const [nachname, setNachname] = useState('');
  useUnsavedChanges(nachname !== '');
  return (
    <form aria-label="Person bearbeiten">
      <label>
        Nachname
        <input value={nachname} onChange={(e) => setNachname(e.currentTarget.value)} />
      </label>
    </form>
  );
}

function renderGate(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RouteAccessGate />,
        children: [
          { path: '/', element: <p>Start</p> },
          { path: 'personen/:id', handle: personen, element: <PersonForm /> },
          {
            path: 'benutzer',
            handle: { bereich: 'BenutzerInnen', lesen: 'benutzer.verwalten' },
            element: <button>Neue BenutzerIn</button>,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/** The administrator changes the permissions; the page learns it from the next session answer. */
const permissionsBecome = (permissions: Permission[]) => act(() => loginAs(permissions));

describe('RouteAccessGate', () => {
  beforeEach(async () => {
    await loginAs(['personen.lesen', 'personen.bearbeiten']);
  });

  it('a route opened without its permission shows only "Kein Zugriff" with the missing permission', () => {
    renderGate('/benutzer');
    expect(screen.getByRole('heading', { level: 1, name: messages.keinZugriff })).toBeTruthy();
    expect(
      screen.getByText(messages.keinZugriffRecht(permissionCatalogue['benutzer.verwalten'])),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Neue BenutzerIn' })).toBeNull();
  });

  it('write taken away with input typed: says so, keeps the input and copies it', async () => {
    const user = userEvent.setup();
    renderGate('/personen/4');
    await user.type(screen.getByLabelText('Nachname'), 'Neuhauser');
    await permissionsBecome(['personen.lesen']);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(messages.berechtigungGeaendert('Personen'));
    expect(alert.textContent).toContain(messages.berechtigungNurLesen);
    expect((screen.getByLabelText('Nachname') as HTMLInputElement).value).toBe('Neuhauser');
    await user.click(screen.getByRole('button', { name: 'Eingaben kopieren' }));
    expect(await navigator.clipboard.readText()).toBe('Nachname: Neuhauser');
    expect(screen.getByRole('button', { name: 'Eingaben kopiert' })).toBeTruthy();
  });

  it('read taken away with input typed: the page stays until the user leaves it, then "Kein Zugriff"', async () => {
    const user = userEvent.setup();
    renderGate('/personen/4');
    await user.type(screen.getByLabelText('Nachname'), 'Neuhauser');
    await permissionsBecome([]);

    expect(screen.getByRole('alert').textContent).toContain(messages.berechtigungKeinLesen);
    expect((screen.getByLabelText('Nachname') as HTMLInputElement).value).toBe('Neuhauser');
    await user.click(screen.getByRole('button', { name: 'Eingaben kopieren' }));
    expect(await navigator.clipboard.readText()).toBe('Nachname: Neuhauser');
    await user.click(screen.getByRole('button', { name: 'Seite verlassen' }));
    expect(screen.getByRole('heading', { level: 1, name: messages.keinZugriff })).toBeTruthy();
    expect(screen.queryByLabelText('Nachname')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(messages.berechtigungGeaendert('Personen'));
  });

  it('read taken away with nothing typed: the record gives way to "Kein Zugriff" with the reason', async () => {
    renderGate('/personen/4');
    await permissionsBecome([]);
    expect(screen.queryByLabelText('Nachname')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: messages.keinZugriff })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.berechtigungKeinLesenMehr);
  });
});
