import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { kaufobjektStatus, messages, parseDecimal } from '@app/domain';
import { idNameOptions } from '../../lib/options';
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

describe('FilterForm choices', () => {
  function setup(filters: string[]) {
    const setFilters = vi.fn();
    render(
      <MantineProvider>
        <FilterForm
          fields={[{ key: 'status', label: 'Status', options: idNameOptions(kaufobjektStatus) }]}
          list={{ filters, setFilters }}
        />
      </MantineProvider>,
    );
    return { status: screen.getByRole('textbox', { name: 'Status' }), setFilters, user: userEvent.setup() };
  }

  it('filters by the status chosen with ArrowDown and Enter; the next Enter applies it', async () => {
    const { status, setFilters, user } = setup([]);
    await user.click(status);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(setFilters).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(setFilters).toHaveBeenLastCalledWith(['status:1']);
  });

  it("an emptied field means 'Alle': the filter applies without a status", async () => {
    const { status, setFilters, user } = setup(['status:1']);
    expect(status).toHaveProperty('value', 'Erfasst');
    await user.clear(status);
    await user.keyboard('{Enter}');
    expect(setFilters).toHaveBeenLastCalledWith([]);
    await user.tab();
    expect(status).toHaveProperty('value', '');
  });
});
