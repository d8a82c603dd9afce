import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, Modal } from '@mantine/core';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { ChoiceSelect } from './choice-select';

const data = [
  { value: 'wien', label: 'Wien' },
  { value: 'tirol', label: 'Tirol' },
];
const listShown = (input: HTMLElement) => !!input.getAttribute('aria-controls');

describe('ChoiceSelect in the app’s forms', () => {
  it('Esc inside a modal closes the list, not the modal; the next Esc closes the modal', async () => {
    const onClose = vi.fn();
    function InModal() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <Modal opened onClose={onClose} title="Neu">
          <ChoiceSelect
            label="Bundesland"
            data={data}
            value={value}
            onChange={setValue}
            withinPortal={false}
          />
        </Modal>
      );
    }
    render(
      <MantineProvider>
        <InModal />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Bundesland' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(listShown(input)).toBe(true);
    await user.keyboard('{Escape}');
    expect(listShown(input)).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('react-hook-form focuses the choice of the first error through its ref', async () => {
    let form: UseFormReturn<{ land: string }> | undefined;
    const saved = vi.fn();
    function Harness() {
      form = useForm({ defaultValues: { land: '' } });
      return (
        <form onSubmit={(event) => void form!.handleSubmit(saved)(event)} noValidate>
          <Controller
            control={form.control}
            name="land"
            rules={{ required: 'Bitte ein Bundesland wählen.' }}
            render={({ field, fieldState }) => (
              <ChoiceSelect
                label="Bundesland"
                data={data}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
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
    const input = screen.getByRole('textbox', { name: 'Bundesland' });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByText('Bitte ein Bundesland wählen.')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    await user.keyboard('ti{Enter}{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0]).toEqual({ land: 'tirol' });
    await user.tab();
    expect(document.activeElement).not.toBe(input);
    act(() => form!.setFocus('land'));
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('calls onDropdownOpen once per opening; a disabled choice opens nothing', async () => {
    const opened = vi.fn();
    const { rerender } = render(
      <MantineProvider>
        <ChoiceSelect
          label="Bundesland"
          data={data}
          value={null}
          onChange={() => {}}
          onDropdownOpen={opened}
        />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Bundesland' });
    await user.click(input);
    await user.keyboard('w');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}{ArrowDown}');
    expect(opened).toHaveBeenCalledTimes(2);
    await user.tab();
    rerender(
      <MantineProvider>
        <ChoiceSelect label="Bundesland" data={data} value={null} onChange={() => {}} disabled />
      </MantineProvider>,
    );
    await user.click(input);
    expect(listShown(input)).toBe(false);
  });
});
