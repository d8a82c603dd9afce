import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@app/domain';
import { loginAs, renderAt } from '../../testing/render';
import { AusstattungsqualitaetFieldsForm } from './ausstattungsqualitaet-fields';
import { useAusstattungsqualitaetForm } from './ausstattungsqualitaet-form-model';

/** The BAB form as its pages use it: the shared fields inside a form whose submit runs the browser check. */
function Harness() {
  const form = useAusstattungsqualitaetForm(null, 5);
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => {})(event)} noValidate>
      <AusstattungsqualitaetFieldsForm
        form={form}
        babId={null}
        projekt={null}
        projektWaehlbar
        spezial={[]}
        onSpezial={() => {}}
        canEdit
      />
      <button type="submit">Speichern</button>
    </form>
  );
}

async function show() {
  await loginAs(['bewertung.bearbeiten', 'projekte.lesen']);
  renderAt('/', '/', <Harness />);
  return userEvent.setup();
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('AusstattungsqualitaetFieldsForm', () => {
  it('asks for the project with the placeholder of every other form (issue 27)', async () => {
    await show();
    const projekt = await screen.findByRole('combobox', { name: 'Projekt' });
    expect(projekt.getAttribute('placeholder')).toBe('Projektnr. oder Name …');
  });

  it('shows the SPEC message of a blocked online save above the unrated rows, once (issue 27)', async () => {
    const user = await show();
    await user.click(await screen.findByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const bewertung = screen.getByRole('region', { name: 'Bewertung' });
    const alert = await within(bewertung).findByRole('alert');
    expect(alert.textContent).toBe(messages.onlineNichtMoeglich);
    expect(screen.getAllByText(messages.onlineNichtMoeglich)).toHaveLength(1);
  });

  it('tells at once, before any save, that the side heating equals the main one (issue 27)', async () => {
    const user = await show();
    await pick(user, 'Hauptheizsystem', 'Fernwärme');
    await pick(user, 'Nebenheizsystem', 'Fernwärme');
    expect(await screen.findByText(messages.nebenheizsystemGleich)).toBeTruthy();
    await pick(user, 'Nebenheizsystem', 'Solarthermie');
    expect(screen.queryByText(messages.nebenheizsystemGleich)).toBeNull();
  });
});
