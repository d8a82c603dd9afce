import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { benutzerArea } from '@app/domain';
import { loginAs, mockApi, renderAt } from '../../testing/render';
import { useAreaCreate } from './use-area-create';

/** A create page as every area builds it: a form whose submit is the shared create flow. */
function CreatePage() {
  const form = useForm({ defaultValues: { name: 'Maria Huber' } });
  const create = useAreaCreate({ area: benutzerArea, form, fieldKeys: ['name'] });
  return (
    <form onSubmit={(event) => void create.submit(event)}>
      <button type="submit">Speichern</button>
    </form>
  );
}

describe('useAreaCreate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the saved record at the top of the page, not scrolled where the create form was (issue 27)', async () => {
    await loginAs(['benutzer.verwalten']);
    mockApi({ 'POST /api/benutzer': { status: 'ok', data: { id: 42 } } });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderAt('/benutzer/new', '/benutzer/new', <CreatePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/benutzer/42'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
