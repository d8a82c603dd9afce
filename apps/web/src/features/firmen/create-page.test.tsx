import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginAs, mockApi, renderAt, type ApiCall } from '../../testing/render';
import { FirmaCreatePage } from './create-page';

describe('FirmaCreatePage', () => {
  it('links a firm of the same name and PLZ while typing (issue 27)', async () => {
    await loginAs(['firmen.lesen', 'firmen.bearbeiten']);
    const api = mockApi({
      'GET /api/firmen/doubletten': ({ url }: ApiCall) => ({
        status: 'ok',
        data: url.searchParams.get('plz') === '1220' ? [{ id: 4, name: 'Neubau Wien GmbH', fbnr: null }] : [],
      }),
    });
    renderAt('/firmen/new', '/firmen/new', <FirmaCreatePage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Neubau Wien GmbH');
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '1220');
    const hint = await screen.findByRole('status', { name: 'Mögliche Doubletten' });
    expect(screen.getByRole('link', { name: 'Neubau Wien GmbH' }).getAttribute('href')).toBe('/firmen/4');
    expect(hint.textContent).toContain('Neubau Wien GmbH');
    // A taken FN is told by the page's own FN check, not asked here again.
    const asked = api.calls.filter((c) => c.url.pathname === '/api/firmen/doubletten');
    expect(asked.every((c) => !c.url.searchParams.get('fbnr'))).toBe(true);
  });
});
