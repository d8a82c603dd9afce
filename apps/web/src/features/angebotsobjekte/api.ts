import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Angebotsobjekt,
  AngebotsobjektFields,
  KoZuordnungSave,
  KoZuordnungSeite,
  ListAnswer,
  OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';

export const angebotsobjekteKeys = {
  all: ['angebotsobjekte'] as const,
  list: (query: object) => ['angebotsobjekte', 'list', query] as const,
  detail: (id: number) => ['angebotsobjekte', 'detail', id] as const,
  koZuordnung: (id: number, filters: readonly string[]) => ['angebotsobjekte', 'ko_zuordnung', id, filters] as const,
};

/** Lists, the record and its KO-Zuordnung show what just changed. */
function useChanged() {
  const client = useQueryClient();
  return (ao?: Angebotsobjekt) => {
    if (ao) client.setQueryData(angebotsobjekteKeys.detail(ao.id), ao);
    void client.invalidateQueries({ queryKey: [...angebotsobjekteKeys.all, 'list'] });
    void client.invalidateQueries({ queryKey: [...angebotsobjekteKeys.all, 'ko_zuordnung'] });
  };
}

export function useAngebotsobjekteList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: angebotsobjekteKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<Angebotsobjekt>>('/api/angebotsobjekte', query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAngebotsobjekt(id: number, enabled = true) {
  return useQuery({
    queryKey: angebotsobjekteKeys.detail(id),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<Angebotsobjekt>>(`/api/angebotsobjekte/${id}`, undefined, signal)).data,
  });
}

export function useCreateAngebotsobjekt() {
  const changed = useChanged();
  return useMutation({
    mutationFn: async (fields: AngebotsobjektFields) =>
      (await api.post<OkAnswer<Angebotsobjekt>>('/api/angebotsobjekte', fields)).data,
    onSuccess: changed,
  });
}

export function useUpdateAngebotsobjekt(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: AngebotsobjektFields; version: number }) =>
      (await api.put<OkAnswer<Angebotsobjekt>>(`/api/angebotsobjekte/${id}`, { ...fields, version })).data,
    onSuccess: changed,
  });
}

export function useDeleteAngebotsobjekt(id: number) {
  const client = useQueryClient();
  const changed = useChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/angebotsobjekte/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: angebotsobjekteKeys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeleteAngebotsobjekte() {
  const client = useQueryClient();
  const changed = useChanged();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>('/api/angebotsobjekte/bulk-delete', { ids })).data.deleted,
    onSuccess: (_deleted, ids) => {
      ids.forEach((id) => client.removeQueries({ queryKey: angebotsobjekteKeys.detail(id) }));
      changed();
    },
  });
}

/** The KO-Zuordnung page: the Angebotsobjekt and its project's Kaufobjekte under the filters. */
export function useKoZuordnung(id: number, filters: readonly string[], enabled = true) {
  return useQuery({
    queryKey: angebotsobjekteKeys.koZuordnung(id, filters),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get<OkAnswer<KoZuordnungSeite>>(
          `/api/angebotsobjekte/${id}/ko_zuordnung`,
          { 'q[]': filters as string[] },
          signal,
        )
      ).data,
  });
}

export function useSaveKoZuordnung(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: async (body: KoZuordnungSave) =>
      (
        await api.post<OkAnswer<{ kaufobjekt_ids: number[]; zugeordnet: number; entfernt: number }>>(
          `/api/angebotsobjekte/${id}/ko_zuordnung`,
          body,
        )
      ).data,
    onSuccess: () => changed(),
  });
}
