import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { kaufobjektStatus } from '@app/domain';
import { idNameOptions } from '../../lib/options';
import { FilterForm } from './filter-form';

const fields = [
  { key: 'status', label: 'Status', options: idNameOptions(kaufobjektStatus) },
  { key: 'preis_von', label: 'Bruttopreis von' },
];

/** The field names its list only while it is open (jsdom lays nothing out: the popover never counts as visible). */
const listShown = () => !!screen.getByRole('textbox', { name: 'Status' }).getAttribute('aria-controls');

// The app's theme (app/theme.ts) mounts a list's options only when it opens; Mantine's default keeps them mounted.
const mountedWhenOpen = createTheme({ components: { Combobox: { defaultProps: { keepMounted: false } } } });

describe.each([
  ['options mounted when open, as in the app', mountedWhenOpen],
  ['options kept mounted, Mantine’s default', {}],
] as [string, MantineThemeOverride][])('the filter form’s Select by keyboard (%s)', (_name, appTheme) => {
  function setup(filters: string[] = []) {
    const setFilters = vi.fn();
    render(
      <MantineProvider theme={appTheme}>
        <FilterForm fields={fields} list={{ filters, setFilters }} />
      </MantineProvider>,
    );
    const status = screen.getByRole('textbox', { name: 'Status' });
    // The focus opens the list, as Tab into the field would.
    act(() => status.focus());
    return { status, setFilters, user: userEvent.setup() };
  }

  it('ArrowDown and Enter choose the first status, also when a timer runs between the keys', async () => {
    const { status, setFilters, user } = setup();
    // The order of the failing runs in Chromium, which handles input before timers: the keys arrive right
    // after the focus, and a timer set when the list opened runs between ArrowDown and Enter.
    fireEvent.keyDown(status, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(status, { key: 'Enter', code: 'Enter' });
    expect(status).toHaveProperty('value', 'Entwurf');
    await user.keyboard('{Enter}');
    expect(setFilters).toHaveBeenLastCalledWith(['status:0']);
  });

  it('ArrowDown after Esc opens the list again and chooses with Enter', async () => {
    const { status, setFilters, user } = setup();
    await user.keyboard('{Escape}{ArrowDown}{ArrowDown}{Enter}');
    expect(status).toHaveProperty('value', 'Erfasst');
    await user.keyboard('{Enter}');
    expect(setFilters).toHaveBeenLastCalledWith(['status:1']);
  });

  it('a few letters and Enter choose the first match', async () => {
    const { status, setFilters, user } = setup();
    await user.keyboard('gep{Enter}');
    expect(status).toHaveProperty('value', 'Geprüft');
    await user.keyboard('{Enter}');
    expect(setFilters).toHaveBeenLastCalledWith(['status:2']);
  });

  it('Esc closes the list without choosing; Enter then filters without a status', async () => {
    const { status, setFilters, user } = setup();
    await user.keyboard('{ArrowDown}');
    expect(listShown()).toBe(true);
    await user.keyboard('{Escape}');
    expect(listShown()).toBe(false);
    expect(status).toHaveProperty('value', '');
    await user.keyboard('{Enter}');
    expect(setFilters).toHaveBeenLastCalledWith([]);
  });

  it('Enter in a field with a chosen status submits and keeps the status', async () => {
    const { status, setFilters, user } = setup(['status:1']);
    expect(status).toHaveProperty('value', 'Erfasst');
    await user.keyboard('{Enter}');
    expect(status).toHaveProperty('value', 'Erfasst');
    expect(setFilters).toHaveBeenLastCalledWith(['status:1']);
  });

  it('Tab leaves the field without choosing; a click on an option chooses it', async () => {
    const { status, setFilters, user } = setup();
    await user.keyboard('{ArrowDown}');
    expect(listShown()).toBe(true);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Bruttopreis von' })).toBe(document.activeElement);
    expect(listShown()).toBe(false);
    expect(status).toHaveProperty('value', '');
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Rückfrage', hidden: true }));
    expect(status).toHaveProperty('value', 'Rückfrage');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(setFilters).toHaveBeenLastCalledWith(['status:3']);
  });

  it('an emptied field filters without a status again', async () => {
    const { status, setFilters, user } = setup(['status:1']);
    await user.clear(status);
    await user.keyboard('{Enter}');
    expect(setFilters).toHaveBeenLastCalledWith([]);
    await user.tab();
    expect(status).toHaveProperty('value', '');
  });
});
