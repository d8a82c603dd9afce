import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Grundkostenanteil,
  GrundkostenanteilCreate,
  GrundkostenanteilUpdate,
  GrundkostenanteilZeile,
  ListAnswer,
  OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';

export const gkaKeys = {
  all: ['grundkostenanteile'] as const,
  list: (query: object) => ['grundkostenanteile', 'list', query] as const,
  detail: (id: number) => ['grundkostenanteile', 'detail', id] as const,
  ankaufsumme: (projektId: number | null) => ['grundkostenanteile', 'ankaufsumme', projektId] as const,
};

function useGkaChanged() {
  const client = useQueryClient();
  return (gka?: Grundkostenanteil) => {
    if (gka) client.setQueryData(gkaKeys.detail(gka.id), gka);
    void client.invalidateQueries({ queryKey: [...gkaKeys.all, 'list'] });
  };
}

export function useGkaList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: gkaKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<GrundkostenanteilZeile>>('/api/grundkostenanteile', query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGka(id: number, enabled = true) {
  return useQuery({
    queryKey: gkaKeys.detail(id),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<Grundkostenanteil>>(`/api/grundkostenanteile/${id}`, undefined, signal)).data,
  });
}

/** The id of the project's Grundkostenanteil, null when it has none (404). */
export async function findGkaOfProjekt(projektId: number): Promise<number | null> {
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
    queryKey: gkaKeys.ankaufsumme(projektId),
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

export function useCreateGka() {
  const changed = useGkaChanged();
  return useMutation({
    mutationFn: async (input: GrundkostenanteilCreate) =>
      (await api.post<OkAnswer<Grundkostenanteil>>('/api/grundkostenanteile', input)).data,
    onSuccess: changed,
  });
}

export function useUpdateGka(id: number) {
  const changed = useGkaChanged();
  return useMutation({
    mutationFn: async (input: GrundkostenanteilUpdate) =>
      (await api.put<OkAnswer<Grundkostenanteil>>(`/api/grundkostenanteile/${id}`, input)).data,
    onSuccess: changed,
  });
}

export function useDeleteGka(id: number) {
  const client = useQueryClient();
  const changed = useGkaChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/grundkostenanteile/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: gkaKeys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeleteGka() {
  const changed = useGkaChanged();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>('/api/grundkostenanteile/bulk-delete', { ids })).data
        .deleted,
    onSuccess: () => changed(),
  });
}
