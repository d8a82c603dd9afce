import { useQuery } from '@tanstack/react-query';
import type { Grundkostenanteil, OkAnswer } from '@app/domain';
import { api } from '../../lib/api-client';

/** Under the area's key: a saved Grundkostenanteil refreshes it (useAreaChanged). */
const ankaufsummeKey = (projektId: number | null) =>
  ['grundkostenanteile', 'ankaufsumme', projektId] as const;

export async function findGrundkostenanteilOfProjekt(projektId: number): Promise<number | null> {
  try {
    return (await api.get<OkAnswer<Grundkostenanteil>>(`/api/projekte/${projektId}/grundkostenanteil`)).data
      .id;
  } catch {
    return null;
  }
}

/** Σ ankaufpreis of the project's Ankäufe: the default purchase price sum. */
export function useAnkaufsumme(projektId: number | null) {
  return useQuery({
    queryKey: ankaufsummeKey(projektId),
    enabled: projektId !== null,
    queryFn: async ({ signal }) =>
      (
        await api.get<OkAnswer<{ kaufpreis_ankaeufe: number }>>(
          `/api/gka/ankaufsumme/${projektId}`,
          undefined,
          signal,
        )
      ).data.kaufpreis_ankaeufe,
  });
}
