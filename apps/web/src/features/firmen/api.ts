import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Firma, FirmaFields, ListAnswer, OkAnswer } from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';
import { firmenKeys, useFirmenChanged } from '../../components/pickers/firmen/firmen-cache';

export function useFirmenList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: firmenKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<Firma>>('/api/firmen', query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFirma(id: number, enabled = true) {
  return useQuery({
    queryKey: firmenKeys.detail(id),
    enabled,
    queryFn: async ({ signal }) => (await api.get<OkAnswer<Firma>>(`/api/firmen/${id}`, undefined, signal)).data,
  });
}

export function useCreateFirma() {
  const changed = useFirmenChanged();
  return useMutation({
    mutationFn: async (fields: FirmaFields) => (await api.post<OkAnswer<Firma>>('/api/firmen', fields)).data,
    onSuccess: changed,
  });
}

export function useUpdateFirma(id: number) {
  const changed = useFirmenChanged();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: FirmaFields; version: number }) =>
      (await api.put<OkAnswer<Firma>>(`/api/firmen/${id}`, { ...fields, version })).data,
    onSuccess: changed,
  });
}

export function useDeleteFirma(id: number) {
  const client = useQueryClient();
  const changed = useFirmenChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/firmen/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: firmenKeys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeleteFirmen() {
  const client = useQueryClient();
  const changed = useFirmenChanged();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>('/api/firmen/bulk-delete', { ids })).data.deleted,
    onSuccess: (_deleted, ids) => {
      ids.forEach((id) => client.removeQueries({ queryKey: firmenKeys.detail(id) }));
      changed();
    },
  });
}

/** SPEC §7 `GET /api/firmen/by_fbnr`: a two-element list, 'error' first when the number is free. */
export type FbnrAnswer = [string, { id: number; name: string } | null];

export function useFbnrLookup(fbnr: string, land: string, enabled: boolean) {
  return useQuery({
    queryKey: firmenKeys.fbnr(fbnr),
    enabled,
    retry: false,
    staleTime: 10_000,
    queryFn: ({ signal }) => api.get<FbnrAnswer>('/api/firmen/by_fbnr', { fbnr, land }, signal),
  });
}
