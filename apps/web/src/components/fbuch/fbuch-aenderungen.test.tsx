import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { FbuchAenderungen } from './fbuch-aenderungen';

describe('FbuchAenderungen', () => {
  it('shows coordinates with six decimals, as the Firma form does (issue 27)', async () => {
    renderAt(
      '/',
      '/',
      <FbuchAenderungen
        label="Änderungen"
        changes={[
          { feld: 'adresse', alt: 'Alte Gasse 1', neu: 'Neue Gasse 2' },
          { feld: 'geo_lat', alt: 48.2081743, neu: 48.1987654 },
          { feld: 'geo_long', alt: null, neu: 16.3738189 },
        ]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Änderungen' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Breitengrad')).getByText('48,208174')).toBeTruthy();
    expect(within(row('Breitengrad')).getByText('48,198765')).toBeTruthy();
    expect(within(row('Längengrad')).getByText('16,373819')).toBeTruthy();
    expect(within(row('Adresse')).getByText('Neue Gasse 2')).toBeTruthy();
  });
});
