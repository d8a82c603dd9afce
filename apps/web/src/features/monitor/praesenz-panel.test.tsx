import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PraesenzEintrag } from '@app/domain';
import { renderAt } from '../../testing/render';
import { PraesenzPanel } from './praesenz-panel';

const eintrag = (
  frontend_user_id: number,
  name: string,
  pfad: string,
  projekt_name: string | null = null,
): PraesenzEintrag => ({
  frontend_user_id,
  name,
  kunde_id: 1,
  kunde_name: 'Wohnbau Wien',
  projekt_id: null,
  projekt_name,
  pfad,
  zuletzt: '2026-11-27T10:00:00.000Z',
});

describe('PraesenzPanel', () => {
  it('names the start page instead of showing its path "/" (issue 27)', async () => {
    renderAt(
      '/',
      '/',
      <PraesenzPanel
        praesenz={{
          kunden: [
            eintrag(1, 'Florian Pichler', '/'),
            eintrag(2, 'Eva Gruber', '/projekte/7', 'Wohnpark Donaustadt'),
            eintrag(3, 'Jonas Berger', '/suche'),
          ],
          admins: [],
        }}
      />,
    );
    const eintraege = await screen.findAllByTestId('praesenz-eintrag');
    expect(eintraege.map((e) => e.textContent)).toEqual([
      'Florian Pichler · Startseite',
      'Eva Gruber · Wohnpark Donaustadt',
      'Jonas Berger · /suche',
    ]);
  });
});
