import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { messages, parseDecimal } from '@app/domain';
import { FilterForm } from './filter-form';

describe('FilterForm ranges', () => {
  it("refuses 'bis' below 'von' on the bis field and does not filter", async () => {
    const setFilters = vi.fn();
    render(
      <MantineProvider>
        <FilterForm
          fields={[
            { key: 'preis_von', label: 'Bruttopreis von' },
            { key: 'preis_bis', label: 'Bruttopreis bis' },
          ]}
          ranges={[{ von: 'preis_von', bis: 'preis_bis', value: (t) => (t.trim() ? parseDecimal(t) : null) }]}
          list={{ filters: [], setFilters }}
        />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bruttopreis von'), '500.000');
    await user.type(screen.getByLabelText('Bruttopreis bis'), '250.000');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(screen.getByText(messages.bisVorVon)).toBeTruthy();
    expect(screen.getByLabelText('Bruttopreis bis').getAttribute('aria-invalid')).toBe('true');
    expect(setFilters).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Bruttopreis bis'));
    await user.type(screen.getByLabelText('Bruttopreis bis'), '750.000');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(setFilters).toHaveBeenCalledTimes(1);
  });
});
