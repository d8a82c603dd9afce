import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Ausstattungsqualitaet,
  AusstattungsqualitaetDetail,
  AusstattungsqualitaetFields,
  AusstattungsqualitaetSpezialausstattungZeile,
  ListAnswer,
  OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';

export const ausstattungsqualitaetKeys = {
  all: ['ausstattungsqualitaeten'] as const,
  list: (query: object) => ['ausstattungsqualitaeten', 'list', query] as const,
  detail: (id: number) => ['ausstattungsqualitaeten', 'detail', id] as const,
};
const path = '/api/ausstattungsqualitaeten';

function useChanged() {
  const client = useQueryClient();
  return (bab?: AusstattungsqualitaetDetail) => {
    if (bab) client.setQueryData(ausstattungsqualitaetKeys.detail(bab.id), bab);
    void client.invalidateQueries({ queryKey: [...ausstattungsqualitaetKeys.all, 'list'] });
  };
}

export function useAusstattungsqualitaetList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: ausstattungsqualitaetKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<Ausstattungsqualitaet>>(path, query, signal),
    placeholderData: keepPreviousData,
  });
}

export async function fetchAusstattungsqualitaet(id: number, signal?: AbortSignal): Promise<AusstattungsqualitaetDetail> {
  return (await api.get<OkAnswer<AusstattungsqualitaetDetail>>(`${path}/${id}`, undefined, signal)).data;
}

export function useAusstattungsqualitaet(id: number, enabled = true) {
  return useQuery({
    queryKey: ausstattungsqualitaetKeys.detail(id),
    enabled,
    queryFn: ({ signal }) => fetchAusstattungsqualitaet(id, signal),
  });
}

export function useCreateAusstattungsqualitaet() {
  const changed = useChanged();
  return useMutation({
    mutationFn: async (fields: AusstattungsqualitaetFields) =>
      (await api.post<OkAnswer<AusstattungsqualitaetDetail>>(path, fields)).data,
    onSuccess: changed,
  });
}

export function useUpdateAusstattungsqualitaet(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: AusstattungsqualitaetFields; version: number }) =>
      (await api.put<OkAnswer<AusstattungsqualitaetDetail>>(`${path}/${id}`, { ...fields, version })).data,
    onSuccess: changed,
  });
}

export function useDeleteAusstattungsqualitaet(id: number) {
  const client = useQueryClient();
  const changed = useChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`${path}/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: ausstattungsqualitaetKeys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeleteAusstattungsqualitaet() {
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
    await api.post<OkAnswer<AusstattungsqualitaetSpezialausstattungZeile>>(url, { spezialausstattung_id: spezialausstattungId })
  ).data;
}

export function removeSpezialausstattung(id: number) {
  return api.delete<OkAnswer<{ id: number }>>(`${path}/spezialausstattung/${id}/delete`);
}
