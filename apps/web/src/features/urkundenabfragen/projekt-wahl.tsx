import { useEffect, useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import type { ProjektKurz, Urkundenabfrage } from '@app/domain';
import { ProjektTypeahead, useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';

/**
 * The project of a deed in the review: the ranked candidates, and any project searched by hand (issue 25:
 * a deed whose project is not found — a Graz deed, no candidate — must still lead to 'Zuordnen' and
 * 'Freigeben').
 */
export function ProjektWahl({
  row,
  projekt,
  onProjekt,
  editable,
}: {
  row: Urkundenabfrage;
  projekt: string | null;
  onProjekt: (id: string | null) => void;
  editable: boolean;
}) {
  const zugeordnetOhneKandidat =
    row.projekt_id && !row.kandidaten.some((k) => k.projekt_id === row.projekt_id) ? row.projekt_id : null;
  const zugeordnet = useProjektKurz(zugeordnetOhneKandidat);
  const [hand, setHand] = useState<ProjektKurz | null>(null);
  useEffect(() => setHand(zugeordnet), [row.id, zugeordnet]);
  const kandidat = row.kandidaten.some((k) => String(k.projekt_id) === projekt);

  return (
    <>
      {row.kandidaten.length === 0 && (
        <Text size="sm" c="dimmed">
          Keine Projektkandidaten gefunden: bitte ein Projekt suchen.
        </Text>
      )}
      <Radio.Group value={kandidat ? projekt : null} onChange={onProjekt} aria-label="Projektkandidaten">
        <Stack gap={6}>
          {row.kandidaten.map((k) => (
            <Radio
              key={k.projekt_id}
              value={String(k.projekt_id)}
              disabled={!editable}
              label={`${k.projektnr} ${k.name} – ${Math.round(k.score * 100)} %`}
              description={k.gruende.join(' · ')}
            />
          ))}
        </Stack>
      </Radio.Group>
      <ProjektTypeahead
        label={row.kandidaten.length ? 'Anderes Projekt' : 'Projekt suchen'}
        placeholder="Projektnr. oder Name"
        disabled={!editable}
        value={kandidat ? null : hand}
        onChange={(p) => {
          setHand(p);
          onProjekt(p ? String(p.id) : row.kandidaten[0] ? String(row.kandidaten[0].projekt_id) : null);
        }}
      />
    </>
  );
}
