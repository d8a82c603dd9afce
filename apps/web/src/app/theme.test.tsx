import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider, Select } from '@mantine/core';
import { theme } from './theme';

describe('theme', () => {
  it('mounts a Select’s options when it opens, not while it is closed (issue 29: no layout per closed Select)', async () => {
    let chosen: string | null = null;
    render(
      <MantineProvider theme={theme}>
        <Select label="Status" data={['Entwurf', 'Geprüft']} searchable onChange={(v) => (chosen = v)} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    // As a person types: the options appear, and one is chosen.
    fireEvent.change(screen.getByRole('textbox', { name: 'Status' }), { target: { value: 'ent' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Entwurf', hidden: true }));
    expect(chosen).toBe('Entwurf');
  });
});
