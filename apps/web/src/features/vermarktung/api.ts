import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListAnswer,
  OkAnswer,
  VermarktungDetail,
  VermarktungFields,
  VermarktungMakler,
  VermarktungZeile,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';

export const vermarktungKeys = {
  all: ['vermarktungen'] as const,
  list: (query: object) => ['vermarktungen', 'list', query] as const,
  detail: (id: number) => ['vermarktungen', 'detail', id] as const,
};

function useVermarktungChanged() {
  const client = useQueryClient();
  return (vermarktung?: VermarktungDetail) => {
    if (vermarktung) client.setQueryData(vermarktungKeys.detail(vermarktung.id), vermarktung);
    void client.invalidateQueries({ queryKey: [...vermarktungKeys.all, 'list'] });
  };
}

export function useVermarktungenList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: vermarktungKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<VermarktungZeile>>('/api/vermarktung', query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVermarktung(id: number, enabled = true) {
  return useQuery({
    queryKey: vermarktungKeys.detail(id),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<VermarktungDetail>>(`/api/vermarktung/${id}`, undefined, signal)).data,
  });
}

export function useCreateVermarktung() {
  const changed = useVermarktungChanged();
  return useMutation({
    mutationFn: async (input: VermarktungFields & { makler_ids: number[] }) =>
      (await api.post<OkAnswer<VermarktungDetail>>('/api/vermarktung', input)).data,
    onSuccess: changed,
  });
}

export function useUpdateVermarktung(id: number) {
  const changed = useVermarktungChanged();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: VermarktungFields; version: number }) =>
      (await api.put<OkAnswer<VermarktungDetail>>(`/api/vermarktung/${id}`, { ...fields, version })).data,
    onSuccess: changed,
  });
}

export function useDeleteVermarktung(id: number) {
  const client = useQueryClient();
  const changed = useVermarktungChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/vermarktung/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: vermarktungKeys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeleteVermarktungen() {
  const client = useQueryClient();
  const changed = useVermarktungChanged();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>('/api/vermarktung/bulk-delete', { ids })).data.deleted,
    onSuccess: (_deleted, ids) => {
      ids.forEach((id) => client.removeQueries({ queryKey: vermarktungKeys.detail(id) }));
      changed();
    },
  });
}

/** SPEC §7: with the Vermarktung's id, or without for one not saved yet (the create call claims the row). */
export async function addMakler(vermarktungId: number | null, firmaId: number): Promise<VermarktungMakler> {
  const path = vermarktungId ? `/api/vermarktung/${vermarktungId}/makler/add` : '/api/vermarktung/makler/add';
  return (await api.post<OkAnswer<VermarktungMakler>>(path, { firma_id: firmaId })).data;
}

export async function removeMakler(id: number): Promise<void> {
  const answer = await api.delete<{ status: string }>(`/api/vermarktung/makler/${id}/delete`);
  if (answer.status !== 'ok') throw new Error('status');
}

export function useMaklerChanged(vermarktungId: number | null) {
  const client = useQueryClient();
  return () => {
    if (vermarktungId) void client.invalidateQueries({ queryKey: vermarktungKeys.detail(vermarktungId) });
    void client.invalidateQueries({ queryKey: [...vermarktungKeys.all, 'list'] });
  };
}
