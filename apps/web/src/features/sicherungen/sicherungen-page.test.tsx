import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatDate, type SicherungStatus } from '@app/domain';
import { SicherungenPage } from './sicherungen-page';
import { loginAs, mockApi, renderAt } from '../../testing/render';

const status = (over: Partial<SicherungStatus>): SicherungStatus => ({
  aktiv: true,
  ordner: '/srv/backups',
  stunde: 3,
  tage: 14,
  letzte: null,
  dateien: [],
  ...over,
});
const datei = (name: string, erstellt: string, bytes: number) => ({ name, erstellt, bytes });

describe('Sicherungen', () => {
  it('shows the last successful backup, the kept ones with date and size, the folder and the plan', async () => {
    mockApi({
      'GET /api/sicherungen': {
        status: 'ok',
        data: status({
          letzte: { zeitpunkt: '2026-11-28T02:00:05.000Z', ok: true, datei: 'x', fehler: null },
          dateien: [
            datei('sicherung-2026-11-28-030000.tar.gz', '2026-11-28T02:00:00.000Z', 5 * 1024 * 1024),
            datei('sicherung-2026-11-27-030000.tar.gz', '2026-11-27T02:00:00.000Z', 1536),
          ],
        }),
      },
    });
    await loginAs(['benutzer.verwalten']);
    renderAt('/sicherungen', '/sicherungen', <SicherungenPage />);
    expect(await screen.findByText('Aufbewahrte Sicherungen (2)')).toBeTruthy();
    expect(screen.getByText(formatDate('2026-11-28T02:00:00.000Z', true), { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('5 MB')).toBeTruthy();
    expect(screen.getByText('1,5 KB')).toBeTruthy();
    expect(screen.getByText('/srv/backups')).toBeTruthy();
    expect(screen.getByText('Täglich ab 3 Uhr')).toBeTruthy();
    expect(screen.queryByText('Letzte Sicherung fehlgeschlagen')).toBeNull();
    // Nothing may start a backup from a session.
    expect(screen.queryByRole('button', { name: /sichern/i })).toBeNull();
  });

  it('says a failed backup and a server that takes none', async () => {
    mockApi({
      'GET /api/sicherungen': {
        status: 'ok',
        data: status({
          aktiv: false,
          stunde: -1,
          letzte: { zeitpunkt: '2026-11-28T02:00:05.000Z', ok: false, datei: null, fehler: 'Kein Platz' },
        }),
      },
    });
    await loginAs(['benutzer.verwalten']);
    renderAt('/sicherungen', '/sicherungen', <SicherungenPage />);
    expect(await screen.findByText('Letzte Sicherung fehlgeschlagen')).toBeTruthy();
    expect(screen.getByText(/Kein Platz/)).toBeTruthy();
    expect(screen.getByText('Keine nächtliche Sicherung')).toBeTruthy();
    expect(screen.getByText('Noch keine')).toBeTruthy();
    expect(screen.getByText('Im Ordner liegt keine Sicherung.')).toBeTruthy();
  });
});
