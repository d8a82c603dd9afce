import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Grundkostenanteil,
  GrundkostenanteilUpdate,
  OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';

export const grundkostenanteilKeys = {
  all: ['grundkostenanteile'] as const,
  list: (query: object) => ['grundkostenanteile', 'list', query] as const,
  detail: (id: number) => ['grundkostenanteile', 'detail', id] as const,
  ankaufsumme: (projektId: number | null) => ['grundkostenanteile', 'ankaufsumme', projektId] as const,
};

function useGkaChanged() {
  const client = useQueryClient();
  return (gka?: Grundkostenanteil) => {
    if (gka) client.setQueryData(grundkostenanteilKeys.detail(gka.id), gka);
    void client.invalidateQueries({ queryKey: [...grundkostenanteilKeys.all, 'list'] });
  };
}

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
    queryKey: grundkostenanteilKeys.ankaufsumme(projektId),
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

export function useUpdateGrundkostenanteil(id: number) {
  const changed = useGkaChanged();
  return useMutation({
    mutationFn: async (input: GrundkostenanteilUpdate) =>
      (await api.put<OkAnswer<Grundkostenanteil>>(`/api/grundkostenanteile/${id}`, input)).data,
    onSuccess: changed,
  });
}

export function useDeleteGrundkostenanteil(id: number) {
  const client = useQueryClient();
  const changed = useGkaChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/grundkostenanteile/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: grundkostenanteilKeys.detail(id) });
      changed();
    },
  });
}
