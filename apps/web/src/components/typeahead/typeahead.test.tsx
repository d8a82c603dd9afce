import { describe, expect, it, vi } from 'vitest';
import { lazy, type ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { Typeahead, type TypeaheadCreateProps } from './typeahead';

type Item = { id: number; name: string };
type ModalModule = { default: ComponentType<TypeaheadCreateProps<Item>> };

const people: Item[] = [
  { id: 1, name: 'Maria Gruber' },
  { id: 2, name: 'Max Muster' },
  { id: 3, name: 'Max Mayr' },
];

/** A search answering after `ms`, with the names containing the text; each call is recorded. */
function slowSearch(ms: number) {
  const asked: string[] = [];
  const search = async (text: string) => {
    asked.push(text);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return people.filter((p) => p.name.toLowerCase().includes(text.toLowerCase()));
  };
  return { asked, search };
}

function renderTypeahead(search: (text: string) => Promise<Item[]>, onChange: (item: Item | null) => void) {
  renderAt(
    '/suche',
    '/suche',
    <Typeahead<Item>
      label="Person suchen"
      source={`test-${Math.random()}`}
      search={search}
      getId={(i) => i.id}
      getLabel={(i) => i.name}
      value={null}
      onChange={onChange}
    />,
  );
  return screen.findByRole('combobox', { name: 'Person suchen' });
}

describe('Typeahead', () => {
  it('takes the first hit for an Enter pressed before the hits arrived (the keystroke is not lost)', async () => {
    const { search } = slowSearch(300);
    const onChange = vi.fn();
    const input = await renderTypeahead(search, onChange);
    await userEvent.type(input, 'max{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(people[1]));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes a hit of the text typed, never one still shown from the text before', async () => {
    const { asked, search } = slowSearch(200);
    const onChange = vi.fn();
    const input = await renderTypeahead(search, onChange);
    await userEvent.type(input, 'ma');
    await screen.findByRole('option', { name: 'Maria Gruber', hidden: true });
    // 'Maria Gruber' is still listed while 'max' is searched, marked as not yet the answer; Enter waits
    // for the hits of 'max'.
    const list = screen.getByRole('listbox', { hidden: true });
    expect(list.getAttribute('aria-busy')).toBeNull();
    await userEvent.type(input, 'x');
    expect(list.getAttribute('aria-busy')).toBe('true');
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(people[1]));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['ma', 'max']);
  });

  it('forgets a waiting Enter when the user types on, and chooses nothing when nothing is found', async () => {
    const { search } = slowSearch(200);
    const onChange = vi.fn();
    const input = await renderTypeahead(search, onChange);
    await userEvent.type(input, 'max{Enter} m');
    await screen.findByRole('option', { name: 'Max Muster', hidden: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'zz{Enter}');
    await screen.findByText('Keine Treffer');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("renders the creation modal only once 'Neu anlegen …' is chosen, and may load it lazily", async () => {
    let resolveModal: (module: ModalModule) => void = () => {};
    const Modal = lazy(() => new Promise<ModalModule>((resolve) => (resolveModal = resolve)));
    const renderCreate = vi.fn((create: TypeaheadCreateProps<Item>) => <Modal {...create} />);
    renderAt(
      '/suche',
      '/suche',
      <Typeahead<Item>
        label="Person suchen"
        source="test"
        search={async () => []}
        getId={(i) => i.id}
        getLabel={(i) => i.name}
        value={null}
        onChange={() => {}}
        renderCreate={renderCreate}
      />,
    );
    const input = await screen.findByRole('combobox', { name: 'Person suchen' });
    await userEvent.type(input, 'Max Muster');
    await userEvent.click(await screen.findByText('Neu anlegen …'));
    expect(renderCreate).not.toHaveBeenCalledWith(expect.objectContaining({ opened: false }));
    expect(renderCreate).toHaveBeenLastCalledWith(
      expect.objectContaining({ opened: true, initialText: 'Max Muster' }),
    );
    // While the modal's code loads, the field stays (no page-wide fallback).
    expect(screen.getByRole('combobox', { name: 'Person suchen' })).toBeTruthy();
    resolveModal({
      default: ({ initialText }) => (
        <div role="dialog" aria-label="Neue Person">
          {initialText}
        </div>
      ),
    });
    expect((await screen.findByRole('dialog', { name: 'Neue Person' })).textContent).toBe('Max Muster');
  });
});
