import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, MantineProvider, TextInput, type MantineThemeOverride } from '@mantine/core';
import { ChoiceSelect, type ChoiceSelectProps } from './choice-select';

const data = ['Entwurf', 'Erfasst', 'Geprüft', 'Rückfrage'].map((label, i) => ({ value: String(i), label }));

/** The field names its list only while it is open (jsdom lays nothing out: the popover never counts as visible). */
const listShown = () => !!screen.getByRole('textbox', { name: 'Status' }).getAttribute('aria-controls');

// The app's theme (app/theme.ts) mounts a list's options only when it opens; Mantine's default keeps them mounted.
const mountedWhenOpen = createTheme({ components: { Combobox: { defaultProps: { keepMounted: false } } } });

type Options = Partial<Pick<ChoiceSelectProps, 'clearable' | 'readOnly'>> & { initial?: string | null };

/** The choice in a form, as the app's forms hold it; `submitted` gets the value each submit sees. */
function Harness({
  initial = null,
  submitted,
  ...props
}: Options & { submitted: (v: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted(value);
      }}
    >
      <ChoiceSelect label="Status" data={data} value={value} onChange={setValue} {...props} />
      <TextInput label="Bemerkung" />
      {/* Enter submits a form of several fields only if it has a submit button. */}
      <button type="submit">Speichern</button>
    </form>
  );
}

describe.each([
  ['options mounted when open, as in the app', mountedWhenOpen],
  ['options kept mounted, Mantine’s default', {}],
] as [string, MantineThemeOverride][])('ChoiceSelect by keyboard (%s)', (_name, appTheme) => {
  function setup(options: Options = {}) {
    const submitted = vi.fn();
    render(
      <MantineProvider theme={appTheme}>
        <Harness submitted={submitted} {...options} />
      </MantineProvider>,
    );
    const status = screen.getByRole('textbox', { name: 'Status' });
    act(() => status.focus());
    return { status, submitted, user: userEvent.setup() };
  }

  it('ArrowDown and Enter right after the focus choose the first option, also with a timer between', async () => {
    const { status, submitted, user } = setup();
    // The order of the failing runs in Chromium, which handles input before timers: the keys arrive right
    // after the focus, and a timer set when the list opened runs between ArrowDown and Enter.
    fireEvent.keyDown(status, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(status, { key: 'Enter', code: 'Enter' });
    expect(status).toHaveProperty('value', 'Entwurf');
    expect(submitted).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenLastCalledWith('0');
  });

  it('ArrowDown/Up move round the ends; after Esc ArrowDown opens the list again', async () => {
    const { status, user } = setup();
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(status).toHaveProperty('value', 'Rückfrage');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(status).toHaveProperty('value', 'Entwurf');
    await user.keyboard('{ArrowDown}{Escape}{ArrowDown}{ArrowDown}{Enter}');
    expect(status).toHaveProperty('value', 'Erfasst');
  });

  it('a few letters and Enter choose the first match', async () => {
    const { status, submitted, user } = setup();
    await user.keyboard('gep{Enter}');
    expect(status).toHaveProperty('value', 'Geprüft');
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenLastCalledWith('2');
  });

  it("letters that match nothing say 'Keine Treffer'; Enter chooses nothing and submits the choice", async () => {
    const { status, submitted, user } = setup({ initial: '1' });
    await user.clear(status);
    await user.keyboard('xyz');
    expect(await screen.findByText('Keine Treffer')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(status).toHaveProperty('value', 'Erfasst');
    expect(submitted).toHaveBeenLastCalledWith('1');
  });

  it('Esc closes the list and drops the typed text; Enter then submits the choice', async () => {
    const { status, submitted, user } = setup({ initial: '1' });
    await user.clear(status);
    await user.keyboard('gep');
    expect(listShown()).toBe(true);
    await user.keyboard('{Escape}');
    expect(listShown()).toBe(false);
    expect(status).toHaveProperty('value', 'Erfasst');
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenLastCalledWith('1');
  });

  it('Enter in a field with a choice submits the form and keeps the choice', async () => {
    const { status, submitted, user } = setup({ initial: '1' });
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenLastCalledWith('1');
    expect(status).toHaveProperty('value', 'Erfasst');
  });

  it('picking the chosen option again keeps it', async () => {
    const { status, submitted, user } = setup({ initial: '1' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(status).toHaveProperty('value', 'Erfasst');
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Erfasst', hidden: true }));
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenLastCalledWith('1');
  });

  it('Tab leaves the field and closes the list without choosing; a click on an option chooses it', async () => {
    const { status, user } = setup();
    await user.keyboard('{ArrowDown}');
    expect(listShown()).toBe(true);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Bemerkung' })).toBe(document.activeElement);
    expect(listShown()).toBe(false);
    expect(status).toHaveProperty('value', '');
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Rückfrage', hidden: true }));
    expect(status).toHaveProperty('value', 'Rückfrage');
  });

  it('clearable: an emptied field clears the choice on Enter and on leaving', async () => {
    const { status, submitted, user } = setup({ initial: '1', clearable: true });
    await user.clear(status);
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenLastCalledWith(null);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(status).toHaveProperty('value', 'Entwurf');
    await user.clear(status);
    await user.tab();
    expect(status).toHaveProperty('value', '');
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenLastCalledWith(null);
  });

  it('not clearable: an emptied field gives way to the choice again', async () => {
    const { status, submitted, user } = setup({ initial: '1' });
    await user.clear(status);
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenLastCalledWith('1');
    expect(status).toHaveProperty('value', 'Erfasst');
    await user.clear(status);
    await user.tab();
    expect(status).toHaveProperty('value', 'Erfasst');
  });

  it('readOnly: neither a click nor keys open the list or change the choice; Enter submits', async () => {
    const { status, submitted, user } = setup({ initial: '1', readOnly: true });
    await user.click(status);
    await user.keyboard('{ArrowDown}g{Enter}');
    expect(listShown()).toBe(false);
    expect(status).toHaveProperty('value', 'Erfasst');
    expect(submitted).toHaveBeenLastCalledWith('1');
  });
});
