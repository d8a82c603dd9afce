import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginAs, mockApi, renderAt, type ApiCall } from '../../../testing/render';
import { PersonCreateModal } from './person-create-modal';

const maria = { id: 3, vorname: 'Maria', nachname: 'Neuhauser' };

describe('PersonCreateModal', () => {
  it('shows a person with the same name while typing and takes her instead of creating one (issue 27)', async () => {
    await loginAs(['personen.bearbeiten']);
    const api = mockApi({
      'GET /api/personen/doubletten': ({ url }: ApiCall) => ({
        status: 'ok',
        data: url.searchParams.get('nachname') === 'Neuhauser' ? [maria] : [],
      }),
    });
    const onCreated = vi.fn();
    const onClose = vi.fn();
    renderAt(
      '/',
      '/',
      <PersonCreateModal opened onClose={onClose} onCreated={onCreated} initialText="Maria Neuhause" />,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('status', { name: 'Mögliche Doubletten' })).toBeNull();
    await user.type(await screen.findByRole('textbox', { name: /Nachname/ }), 'r');
    const hint = await screen.findByRole('status', { name: 'Mögliche Doubletten' });
    expect(hint.textContent).toContain('Maria Neuhauser');
    expect(screen.getByRole('link', { name: 'Maria Neuhauser' }).getAttribute('href')).toBe('/personen/3');
    await user.click(screen.getByRole('button', { name: 'Übernehmen: Maria Neuhauser' }));
    expect(onCreated).toHaveBeenCalledWith(maria);
    expect(onClose).toHaveBeenCalled();
    const asked = api.calls.filter((c) => c.url.pathname === '/api/personen/doubletten');
    expect(asked.at(-1)?.url.searchParams.get('vorname')).toBe('Maria');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(false));
  });
});
