import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@app/domain';
import { ApiError, TransportError } from '../../lib/api-client';
import { loginAs, mockApi, renderAt } from '../../testing/render';
import { firmaColumns } from './assignment-columns';
import { AssignmentSection, type AssignmentPick } from './assignment-section';

interface FirmenZuordnung {
  id: number;
  firma_id: number;
  firma_name: string;
  fbnr: string | null;
}
const columns = firmaColumns<FirmenZuordnung>();

const start: FirmenZuordnung[] = [
  { id: 7, firma_id: 70, firma_name: 'Grund und Boden GmbH', fbnr: '123456d' },
];

/** The section as an area's page uses it: rows in state, add and remove calls. */
function Harness(props: {
  canEdit: boolean;
  add: (pick: AssignmentPick) => Promise<FirmenZuordnung>;
  remove: (id: number) => Promise<unknown>;
}) {
  const [rows, setRows] = useState(start);
  return (
    <AssignmentSection
      title="Verkäufer"
      emptyText="Noch keine Verkäufer."
      columns={columns}
      rowName={(row) => row.firma_name}
      rows={rows}
      canEdit={props.canEdit}
      add={props.add}
      remove={props.remove}
      onAdded={(row) => setRows((r) => [...r, row])}
      onRemoved={(id) => setRows((r) => r.filter((x) => x.id !== id))}
    />
  );
}

const show = (props: Parameters<typeof Harness>[0]) =>
  renderAt('/ankaeufe/:id', '/ankaeufe/1', <Harness {...props} />);
/** Enter takes the first hit once the answer is there (jsdom runs no transitions, so the list counts as hidden). */
async function pickFirstHit(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Österreichische Bundesbahnen', hidden: true });
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect((screen.getByRole('combobox', { name: /Verkäufer \(Firma\)/ }) as HTMLInputElement).value).toBe(
      'Österreichische Bundesbahnen',
    ),
  );
}
const table = () => screen.getByRole('table', { name: 'Verkäufer' });

describe('AssignmentSection', () => {
  beforeEach(async () => {
    await loginAs(['transaktionen.lesen', 'transaktionen.bearbeiten']);
    mockApi({ 'GET /api/firmen': [{ id: 80, name: 'Österreichische Bundesbahnen', fbnr: null }] });
  });

  it('adds the chosen firm as a row', async () => {
    const add = vi.fn(async (pick: AssignmentPick) => ({
      id: 8,
      firma_id: pick.firma_id!,
      firma_name: 'Österreichische Bundesbahnen',
      fbnr: null,
    }));
    show({ canEdit: true, add, remove: vi.fn() });
    expect(screen.getByRole('heading', { name: 'Verkäufer (1)' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /Verkäufer \(Firma\)/ }), 'Bundes');
    await pickFirstHit(user);
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({
        firma_id: 80,
        person_id: null,
        rolle_id: null,
        projektadresse: false,
      }),
    );
    expect(await within(table()).findByText('Österreichische Bundesbahnen')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verkäufer (2)' })).toBeTruthy();
  });

  it('needs a firm: without one it says so and calls nothing', async () => {
    const add = vi.fn();
    show({ canEdit: true, add, remove: vi.fn() });
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText(messages.firmaPflicht)).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });

  it('removes a row after confirmation', async () => {
    const remove = vi.fn(async () => ({}));
    show({ canEdit: true, add: vi.fn(), remove });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Entfernen: Grund und Boden GmbH' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Noch keine Verkäufer.')).toBeTruthy();
  });

  it('a remove answer that is not ok and a remove call without answer say so (SPEC §8) and keep the row', async () => {
    const remove = vi
      .fn()
      .mockResolvedValueOnce({ status: 'error' })
      .mockRejectedValueOnce(new ApiError(500, 'Serverfehler'))
      .mockRejectedValueOnce(new TransportError(0));
    show({ canEdit: true, add: vi.fn(), remove });
    const user = userEvent.setup();
    for (const message of [messages.loeschenFehler, messages.loeschenFehler, messages.zuordnungFehler]) {
      await user.click(screen.getByRole('button', { name: 'Entfernen: Grund und Boden GmbH' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Entfernen' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    }
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
  });

  it('a failed add shows the SPEC §8 message and keeps the rows', async () => {
    show({ canEdit: true, add: () => Promise.reject(new Error('down')), remove: vi.fn() });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /Verkäufer \(Firma\)/ }), 'Bundes');
    await pickFirstHit(user);
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.zuordnungFehler);
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
  });

  it('read-only without write permission: no add form and no remove buttons', () => {
    show({ canEdit: false, add: vi.fn(), remove: vi.fn() });
    expect(within(table()).getByText('Grund und Boden GmbH')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Entfernen/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Verkäufer hinzufügen' })).toBeNull();
  });

  it('firm or person: needs one of them; persons get Projektadresse, firms not', async () => {
    const add = vi.fn();
    renderAt(
      '/kaufobjekte/:id',
      '/kaufobjekte/1',
      <AssignmentSection
        title="Käufer"
        emptyText="Noch keine Käufer."
        rows={[]}
        columns={[]}
        rowName={() => ''}
        canEdit
        pick="firma-or-person"
        artLabel="Art des Käufers"
        projektadresse
        requiredMessage={messages.koKaeuferPflicht}
        add={add}
        remove={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText(messages.koKaeuferPflicht)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Projektadresse' })).toBeTruthy();
    await user.click(screen.getByText('Firma'));
    expect(screen.queryByRole('checkbox', { name: 'Projektadresse' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Käufer \(Firma\)/ })).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });
});
