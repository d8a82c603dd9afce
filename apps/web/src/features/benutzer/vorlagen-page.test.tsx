import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, permissionCatalogue, type Permission } from '@app/domain';
import { baseRow, loginAs, mockApi, renderAt, type ApiCall } from '../../testing/render';
import { VorlagenPage } from './vorlagen-page';

const vorlage = (version: number, name: string, berechtigungen: Permission[]) => ({
  ...baseRow(5),
  version,
  name,
  berechtigungen,
  benutzer_anzahl: 0,
});

/** The template as loaded, and a PUT that answers 409 with `saved` once, then saves what it gets. */
function serve(saved: ReturnType<typeof vorlage>) {
  let conflicted = false;
  return mockApi({
    'GET /api/berechtigung-vorlagen': {
      status: 'ok',
      data: [vorlage(1, 'Sachbearbeitung', ['personen.lesen', 'firmen.lesen'])],
    },
    'PUT /api/berechtigung-vorlagen/5': ({ body }: ApiCall) => {
      if (!conflicted) {
        conflicted = true;
        return {
          status: 409,
          body: {
            status: 'error',
            message: messages.versionKonflikt,
            current: saved,
            changedBy: 'Bruno Berger',
          },
        };
      }
      const { name, berechtigungen, version } = body as {
        name: string;
        berechtigungen: Permission[];
        version: number;
      };
      return { status: 'ok', data: vorlage(version + 1, name, berechtigungen), geaendert: 0 };
    },
  });
}

async function openAndTick(user: ReturnType<typeof userEvent.setup>) {
  renderAt('/benutzer/vorlagen', '/benutzer/vorlagen', <VorlagenPage />);
  await user.click(await screen.findByRole('button', { name: /Sachbearbeitung/ }));
  const form = await screen.findByRole('form', { name: 'Vorlage Sachbearbeitung bearbeiten' });
  await user.click(within(form).getByRole('checkbox', { name: permissionCatalogue['personen.bearbeiten'] }));
  await user.click(within(form).getByRole('checkbox', { name: permissionCatalogue['firmen.lesen'] }));
  return form;
}

const puts = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => c.body as Record<string, unknown>);

describe('permission templates: a version conflict loses no ticked permission', () => {
  beforeEach(async () => {
    vi.unstubAllGlobals();
    await loginAs(['benutzer.verwalten']);
  });

  it('merges ticks of both sides by themselves and saves at the current version', async () => {
    const user = userEvent.setup();
    // Meanwhile someone else ticked 'Projekte ansehen' and unticked 'Personen ansehen'.
    const { calls } = serve(vorlage(2, 'Sachbearbeitung', ['firmen.lesen', 'projekte.lesen']));
    await openAndTick(user);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(messages.gespeichert)).toBeTruthy();
    const [first, second] = puts(calls);
    expect(first).toMatchObject({ version: 1 });
    expect(second).toMatchObject({ version: 2, name: 'Sachbearbeitung' });
    // Mine: +personen.bearbeiten −firmen.lesen; theirs: +projekte.lesen −personen.lesen.
    expect(new Set(second!.berechtigungen as string[])).toEqual(
      new Set(['personen.bearbeiten', 'projekte.lesen']),
    );
  });

  it('asks only about a name both changed; the ticks are merged meanwhile', async () => {
    const user = userEvent.setup();
    const { calls } = serve(
      vorlage(2, 'Sachbearbeitung neu', ['personen.lesen', 'firmen.lesen', 'projekte.lesen']),
    );
    const form = await openAndTick(user);
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Sachbearbeitung Wien');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const panel = await screen.findByRole('alert', { name: messages.versionKonflikt });
    const rows = within(panel).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Feld'),
      expect.stringContaining('Sachbearbeitung Wien'),
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Mit dieser Auswahl speichern' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    const second = puts(calls)[1]!;
    expect(second).toMatchObject({ version: 2, name: 'Sachbearbeitung Wien' });
    expect(new Set(second.berechtigungen as string[])).toEqual(
      new Set(['personen.lesen', 'personen.bearbeiten', 'projekte.lesen']),
    );
    expect(await screen.findByText(messages.gespeichert)).toBeTruthy();
  });
});
