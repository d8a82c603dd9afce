import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { messages } from '@app/domain';
import { loginAs, mockApi, renderAt, type ApiCall } from '../../../testing/render';
import { FirmaCreateModal } from './firma-create-modal';

const created = { id: 9, name: 'Neubau Wien GmbH', fbnr: null, display: 'Neubau Wien GmbH' };

async function show(rolle: 'bautraeger' | 'kaeufer' | null) {
  await loginAs(['firmen.bearbeiten']);
  const api = mockApi({
    'POST /api/geocode': { status: 'ok', data: { lat: 48.208174, long: 16.373819, source: 'sim' } },
    'POST /firmen/new': { status: 'success', data: created },
  });
  const onCreated = vi.fn();
  renderAt(
    '/',
    '/',
    <FirmaCreateModal
      opened
      onClose={() => {}}
      onCreated={onCreated}
      initialText="Neubau Wien GmbH"
      rolle={rolle}
    />,
  );
  return { api, onCreated, user: userEvent.setup() };
}

const body = (calls: { url: URL; body: unknown }[], path: string) =>
  calls.find((c) => c.url.pathname === path)?.body as Record<string, unknown> | undefined;

describe('FirmaCreateModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('presets the flag of the role the firm is created for and geocodes its address (issue 27)', async () => {
    const { api, onCreated, user } = await show('bautraeger');
    expect(((await screen.findByRole('checkbox', { name: 'Bauträger' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Käufer' }) as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Adresse' }), 'Stephansplatz 1');
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '1010');
    await user.type(screen.getByRole('textbox', { name: 'Ort' }), 'Wien');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(body(api.calls, '/api/geocode')).toMatchObject({ strasse: 'Stephansplatz 1', plz: '1010' });
    expect(body(api.calls, '/firmen/new')).toMatchObject({
      name: 'Neubau Wien GmbH',
      ist_bautraeger: true,
      ist_kaeufer: false,
      ist_makler: false,
      geo_lat: 48.208174,
      geo_long: 16.373819,
    });
  });

  it('shows a firm with the same name and PLZ and takes it instead of creating one (issue 27)', async () => {
    const existing = { id: 4, name: 'Neubau Wien GmbH', fbnr: '123456d' };
    const api = mockApi({
      'GET /api/firmen/doubletten': ({ url }: ApiCall) => ({
        status: 'ok',
        data: url.searchParams.get('plz') === '1220' ? [existing] : [],
      }),
    });
    const onCreated = vi.fn();
    await loginAs(['firmen.bearbeiten']);
    renderAt(
      '/',
      '/',
      <FirmaCreateModal opened onClose={() => {}} onCreated={onCreated} initialText="Neubau Wien GmbH" />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'PLZ' }), '1220');
    await user.click(
      await screen.findByRole('button', { name: 'Übernehmen: Neubau Wien GmbH (FN 123456d)' }),
    );
    expect(onCreated).toHaveBeenCalledWith(existing);
    const asked = api.calls.filter((c) => c.url.pathname === '/api/firmen/doubletten').at(-1);
    expect(asked?.url.searchParams.get('name')).toBe('Neubau Wien GmbH');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so when the firm is created without coordinates (issue 27)', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const { api, onCreated, user } = await show(null);
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(body(api.calls, '/api/geocode')).toBeUndefined();
    expect(body(api.calls, '/firmen/new')).toMatchObject({ geo_lat: null, geo_long: null });
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: messages.firmaOhneGeokoordinaten }),
    );
  });
});
