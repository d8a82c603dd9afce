import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, Modal } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { ChoiceMultiSelect, type ChoiceMultiSelectProps } from './choice-multi-select';

const data = ['Firmen', 'Personen', 'Projekte', 'Ankäufe'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));
const listShown = (input: HTMLElement) => !!input.getAttribute('aria-controls');
/** The pills' texts; their × buttons are named '<pill> entfernen'. */
const pills = (input: HTMLElement) =>
  [...input.closest('.mantine-PillsInput-input')!.querySelectorAll('.mantine-Pill-label')].map(
    (p) => p.textContent,
  );

type Options = Partial<Omit<ChoiceMultiSelectProps, 'value' | 'onChange'>>;

function Themen({ initial = [], ...props }: Options & { initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return <ChoiceMultiSelect label="Themen" data={data} value={value} onChange={setValue} {...props} />;
}

function setup(options: Options & { initial?: string[] } = {}) {
  render(
    <MantineProvider>
      <Themen {...options} />
    </MantineProvider>,
  );
  return { input: screen.getByRole('textbox', { name: 'Themen' }), user: userEvent.setup() };
}

describe('ChoiceMultiSelect: pills, clicks and forms', () => {
  it('shows the choices as pills in their order; a pill’s × removes it, Backspace the last', async () => {
    const { input, user } = setup({ initial: ['projekte', 'firmen', 'personen'] });
    expect(pills(input)).toEqual(['Projekte', 'Firmen', 'Personen']);
    await user.click(screen.getByRole('button', { name: 'Firmen entfernen' }));
    expect(pills(input)).toEqual(['Projekte', 'Personen']);
    // The × leaves the list closed and the focus where it was.
    expect(listShown(input)).toBe(false);
    await user.click(input);
    await user.keyboard('p{Backspace}');
    expect(pills(input)).toEqual(['Projekte', 'Personen']);
    await user.keyboard('{Backspace}');
    expect(pills(input)).toEqual(['Projekte']);
  });

  it('a click on an option toggles it and keeps the list open; the typed text gives way', async () => {
    const { input, user } = setup();
    await user.click(input);
    await user.keyboard('pro');
    await user.click(screen.getByRole('option', { name: 'Projekte', hidden: true }));
    expect(pills(input)).toEqual(['Projekte']);
    expect(input).toHaveProperty('value', '');
    expect(listShown(input)).toBe(true);
    const options = screen.getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false']);
    // The highlight stays on the option just taken, now in the whole list: Enter gives it back.
    await user.keyboard('{Enter}');
    expect(pills(input)).toEqual([]);
  });

  it('maxValues: a further option is not taken until one is removed', async () => {
    const { input, user } = setup({ initial: ['firmen', 'personen'], maxValues: 2 });
    await user.click(input);
    await user.keyboard('ank{Enter}');
    expect(pills(input)).toEqual(['Firmen', 'Personen']);
    await user.keyboard('{Backspace}ank{Enter}');
    expect(pills(input)).toEqual(['Firmen', 'Ankäufe']);
  });

  it.each([{ readOnly: true }, { disabled: true }])('%o: no ×, no list, no change', async (locked) => {
    const { input, user } = setup({ initial: ['firmen'], ...locked });
    expect(screen.queryByRole('button', { name: 'Firmen entfernen' })).toBeNull();
    await user.click(input);
    await user.keyboard('{ArrowDown}{Enter}{Backspace}');
    expect(listShown(input)).toBe(false);
    expect(pills(input)).toEqual(['Firmen']);
  });

  it('Esc inside a modal closes the list, not the modal; the next Esc closes the modal', async () => {
    const onClose = vi.fn();
    render(
      <MantineProvider>
        <Modal opened onClose={onClose} title="Benachrichtigen">
          <Themen />
        </Modal>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Themen' });
    await user.click(input);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(listShown(input)).toBe(true);
    await user.keyboard('{Escape}');
    expect(listShown(input)).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(pills(input)).toEqual(['Firmen']);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('react-hook-form: focus on the error through the ref, onBlur, Enter submits the choices', async () => {
    const saved = vi.fn();
    function Harness() {
      const form = useForm({ defaultValues: { themen: [] as string[] } });
      return (
        <form onSubmit={(event) => void form.handleSubmit(saved)(event)} noValidate>
          <Controller
            control={form.control}
            name="themen"
            rules={{ validate: (v) => v.length > 0 || 'Bitte mindestens ein Thema wählen.' }}
            render={({ field, fieldState }) => (
              <ChoiceMultiSelect
                label="Themen"
                required
                data={data}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <button type="submit">Speichern</button>
        </form>
      );
    }
    render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Themen' });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByText('Bitte mindestens ein Thema wählen.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(saved).not.toHaveBeenCalled();

    await user.keyboard('per{Enter}an{Enter}{Escape}{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0]).toEqual({ themen: ['personen', 'ankäufe'] });
  });
});
