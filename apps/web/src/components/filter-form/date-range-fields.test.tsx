import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { messages } from '@app/domain';
import { DateRangeFields } from './date-range-fields';

function setup() {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <DateRangeFields value={{ von: '2026-03-01', bis: '2026-03-07' }} onChange={onChange} />
    </MantineProvider>,
  );
  const von = screen.getByRole('textbox', { name: 'von' });
  const bis = screen.getByRole('textbox', { name: 'bis' });
  return { onChange, von, bis, user: userEvent.setup() };
}

describe('DateRangeFields (a filter applies only without errors, SPEC §5)', () => {
  it('a date that does not exist in von keeps bis from being applied alone', async () => {
    const { onChange, von, bis, user } = setup();
    await user.clear(von);
    await user.type(von, '31.02.2026{Enter}');
    await user.clear(bis);
    await user.type(bis, '01.01.2026{Enter}');
    expect(von.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messages.datumUngueltig)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("'bis vor von' is an error of its own on bis; corrected, both ends apply together", async () => {
    const { onChange, von, bis, user } = setup();
    await user.clear(bis);
    await user.type(bis, '28.02.2026{Enter}');
    expect(screen.getByText(messages.bisVorVon)).toBeTruthy();
    expect(bis.getAttribute('aria-invalid')).toBe('true');
    expect(von.getAttribute('aria-invalid')).not.toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(von);
    await user.type(von, '01.02.2026{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ von: '2026-02-01', bis: '2026-02-28' });
  });
});
