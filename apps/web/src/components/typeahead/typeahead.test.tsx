import { describe, expect, it, vi } from 'vitest';
import { lazy, type ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { Typeahead, type TypeaheadCreateProps } from './typeahead';

type Item = { id: number; name: string };
type ModalModule = { default: ComponentType<TypeaheadCreateProps<Item>> };

describe('Typeahead', () => {
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
