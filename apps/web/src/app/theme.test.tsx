import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ChoiceSelect } from '../components/choice-select/choice-select';
import { theme } from './theme';

const data = ['Entwurf', 'Geprüft'].map((label) => ({ value: label, label }));

describe('theme', () => {
  it('mounts a choice’s options when it opens, not while it is closed (issue 29: no layout per closed choice)', async () => {
    let chosen: string | null = null;
    render(
      <MantineProvider theme={theme}>
        <ChoiceSelect label="Status" data={data} value={null} onChange={(v) => (chosen = v)} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    // As a person types: the options appear, and one is chosen.
    fireEvent.change(screen.getByRole('textbox', { name: 'Status' }), { target: { value: 'ent' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Entwurf', hidden: true }));
    expect(chosen).toBe('Entwurf');
  });
});
