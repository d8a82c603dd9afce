import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Ausstattungsqualitaet,
  AusstattungsqualitaetDetail,
  AusstattungsqualitaetFields,
  BabSpezialausstattungZeile,
  ListAnswer,
  OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';

export const babKeys = {
  all: ['ausstattungsqualitaeten'] as const,
  list: (query: object) => ['ausstattungsqualitaeten', 'list', query] as const,
  detail: (id: number) => ['ausstattungsqualitaeten', 'detail', id] as const,
};
const path = '/api/ausstattungsqualitaeten';

function useChanged() {
  const client = useQueryClient();
  return (bab?: AusstattungsqualitaetDetail) => {
    if (bab) client.setQueryData(babKeys.detail(bab.id), bab);
    void client.invalidateQueries({ queryKey: [...babKeys.all, 'list'] });
  };
}

export function useBabList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: babKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<Ausstattungsqualitaet>>(path, query, signal),
    placeholderData: keepPreviousData,
  });
}

export async function fetchBab(id: number, signal?: AbortSignal): Promise<AusstattungsqualitaetDetail> {
  return (await api.get<OkAnswer<AusstattungsqualitaetDetail>>(`${path}/${id}`, undefined, signal)).data;
}

export function useBab(id: number, enabled = true) {
  return useQuery({
    queryKey: babKeys.detail(id),
    enabled,
    queryFn: ({ signal }) => fetchBab(id, signal),
  });
}

export function useCreateBab() {
  const changed = useChanged();
  return useMutation({
    mutationFn: async (fields: AusstattungsqualitaetFields) =>
      (await api.post<OkAnswer<AusstattungsqualitaetDetail>>(path, fields)).data,
    onSuccess: changed,
  });
}

export function useUpdateBab(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: AusstattungsqualitaetFields; version: number }) =>
      (await api.put<OkAnswer<AusstattungsqualitaetDetail>>(`${path}/${id}`, { ...fields, version })).data,
    onSuccess: changed,
  });
}

export function useDeleteBab(id: number) {
  const client = useQueryClient();
  const changed = useChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`${path}/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: babKeys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeleteBab() {
  const changed = useChanged();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>(`${path}/bulk-delete`, { ids })).data.deleted,
    onSuccess: () => changed(),
  });
}

/** SPEC §7: with the BAB's id, or without one before the first save. */
export async function addSpezialausstattung(babId: number | null, spezialausstattungId: number) {
  const url = babId === null ? `${path}/spezialausstattung/add` : `${path}/${babId}/spezialausstattung/add`;
  return (
    await api.post<OkAnswer<BabSpezialausstattungZeile>>(url, { spezialausstattung_id: spezialausstattungId })
  ).data;
}

export function removeSpezialausstattung(id: number) {
  return api.delete<OkAnswer<{ id: number }>>(`${path}/spezialausstattung/${id}/delete`);
}
