import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginAs, mockApi, renderAt, type ApiCall } from '../../testing/render';
import { PersonCreatePage } from './create-page';

describe('PersonCreatePage', () => {
  it('links a person of the same name while typing (issue 27)', async () => {
    await loginAs(['personen.lesen', 'personen.bearbeiten']);
    mockApi({
      'GET /api/personen/doubletten': ({ url }: ApiCall) => ({
        status: 'ok',
        data:
          url.searchParams.get('nachname') === 'Neuhauser' && url.searchParams.get('vorname') === 'Maria'
            ? [{ id: 3, vorname: 'Maria', nachname: 'Neuhauser' }]
            : [],
      }),
    });
    renderAt('/personen/new', '/personen/new', <PersonCreatePage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Vorname/ }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Neuhauser');
    const hint = await screen.findByRole('status', { name: 'Mögliche Doubletten' });
    expect(hint.textContent).toContain('Maria Neuhauser');
    expect(screen.getByRole('link', { name: 'Maria Neuhauser' }).getAttribute('href')).toBe('/personen/3');
    expect(screen.queryByRole('button', { name: /Übernehmen/ })).toBeNull();
  });
});
