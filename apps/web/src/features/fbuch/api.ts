import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  FbuchAuszug,
  FbuchAuszugAnswer,
  FbuchAuszugRow,
  Firma,
  ListAnswer,
  OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';
import { firmenKeys } from '../../components/pickers/firmen/firmen-cache';

export const fbuchKeys = { list: (query: object) => ['fbuch', 'list', query] as const };

export function useFbuchList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: fbuchKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<FbuchAuszug>>('/api/fbuch/auszug', query, signal),
    placeholderData: keepPreviousData,
    // Running queries change without this page doing anything.
    refetchInterval: (q) => (q.state.data?.data.some((a) => a.status !== 'done') ? 2_000 : false),
  });
}

export function useStartFbuchAuszug() {
  return useMutation({
    mutationFn: (fbnr: string) => api.post<FbuchAuszugAnswer>('/api/firmen/fbuchauszug', { fbnr }),
  });
}

export function useAddFbuchRow(auszugId: number) {
  return useMutation({
    mutationFn: async (fbnr: string) =>
      (await api.post<OkAnswer<FbuchAuszugRow>>(`/api/fbuch/auszug/${auszugId}/rows`, { fbnr })).data,
  });
}

export function useCancelFbuchAuszug(auszugId: number) {
  return useMutation({ mutationFn: () => api.post(`/api/fbuch/auszug/${auszugId}/cancel`) });
}

/** The firm after its extract (the Firmen area's detail call, fetched fresh). */
export function useFirmaNachAuszug(id: number) {
  return useQuery({
    queryKey: firmenKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<Firma>>(`/api/firmen/${id}`, undefined, signal)).data,
    staleTime: 0,
  });
}
