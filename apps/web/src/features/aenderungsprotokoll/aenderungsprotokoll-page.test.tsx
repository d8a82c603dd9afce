import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@app/domain';
import { AenderungsprotokollPage } from './aenderungsprotokoll-page';
import { loginAs, mockApi, renderAt } from '../../testing/render';

// SPEC §5 for the Änderungsprotokoll's period: a filter applies only without errors, 'bis vor von' is one.
describe('Änderungsprotokoll filter', () => {
  it('applies a period only when both ends are real dates and bis is not before von', async () => {
    const { calls } = mockApi({
      'GET /api/aenderungsprotokoll/benutzer': { status: 'ok', data: [] },
      'GET /api/aenderungsprotokoll': { data: [], weiter: null },
    });
    await loginAs(['benutzer.verwalten']);
    renderAt('/aenderungsprotokoll', '/aenderungsprotokoll', <AenderungsprotokollPage />);
    const user = userEvent.setup();
    const asked = () => calls.filter((c) => c.url.pathname === '/api/aenderungsprotokoll');
    await screen.findByText('Keine Änderungen für diese Filter.');
    const before = asked().length;

    await user.type(screen.getByLabelText('Von'), '31.02.2026');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(await screen.findByText(messages.datumUngueltig)).toBeTruthy();

    await user.clear(screen.getByLabelText('Von'));
    await user.type(screen.getByLabelText('Von'), '10.03.2026');
    await user.type(screen.getByLabelText('Bis'), '01.03.2026');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(await screen.findByText(messages.bisVorVon)).toBeTruthy();
    expect(asked()).toHaveLength(before);

    await user.clear(screen.getByLabelText('Bis'));
    await user.type(screen.getByLabelText('Bis'), '31.03.2026');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    await expect.poll(() => asked().at(-1)?.url.searchParams.get('bis')).toBe('2026-03-31');
    expect(asked().at(-1)?.url.searchParams.get('von')).toBe('2026-03-10');
  });
});

describe('Änderungsprotokoll entries', () => {
  const entry = {
    at: '2026-03-02T10:00:00.000Z',
    user_name: 'Maria Huber',
    original_user_name: null,
    grund: null,
    aenderungen: [],
  };
  it('names each record (an assignment’s by its record) and links it while it exists', async () => {
    mockApi({
      'GET /api/aenderungsprotokoll/benutzer': { status: 'ok', data: [] },
      'GET /api/aenderungsprotokoll': {
        data: [
          {
            ...entry,
            id: 3,
            action: 'create',
            table_name: 'kaufobjekt_kaeufer',
            record_id: 40,
            eigen: false,
            titel: 'Käufer hinzugefügt: Muster GmbH',
            area: 'kaufobjekte',
            datensatz_id: 7,
            datensatz_name: 'Top 1/2',
          },
          {
            ...entry,
            id: 2,
            action: 'delete',
            table_name: 'personen',
            record_id: 251,
            eigen: true,
            titel: 'Gelöscht',
            area: 'personen',
            datensatz_id: 251,
            datensatz_name: null,
          },
        ],
        weiter: null,
      },
    });
    await loginAs(['benutzer.verwalten']);
    renderAt('/aenderungsprotokoll', '/aenderungsprotokoll', <AenderungsprotokollPage />);
    const link = await screen.findByRole('link', { name: 'Kaufobjekt Top 1/2' });
    expect(link.getAttribute('href')).toBe('/kaufobjekte/7');
    expect(screen.getByText('Person #251')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Person #251' })).toBeNull();
  });
});
