import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAnswer, OkAnswer, Zertifizierung, ZertifizierungFields } from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';

export const zertifizierungenKeys = {
  all: ['zertifizierungen'] as const,
  list: (query: object) => ['zertifizierungen', 'list', query] as const,
  detail: (id: number) => ['zertifizierungen', 'detail', id] as const,
};

function useChanged() {
  const client = useQueryClient();
  return (z?: Zertifizierung) => {
    if (z) client.setQueryData(zertifizierungenKeys.detail(z.id), z);
    void client.invalidateQueries({ queryKey: [...zertifizierungenKeys.all, 'list'] });
  };
}

export function useZertifizierungenList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: zertifizierungenKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<Zertifizierung>>('/api/zertifizierungen', query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useZertifizierung(id: number, enabled = true) {
  return useQuery({
    queryKey: zertifizierungenKeys.detail(id),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<Zertifizierung>>(`/api/zertifizierungen/${id}`, undefined, signal)).data,
  });
}

export function useCreateZertifizierung() {
  const changed = useChanged();
  return useMutation({
    mutationFn: async (fields: ZertifizierungFields) =>
      (await api.post<OkAnswer<Zertifizierung>>('/api/zertifizierungen', fields)).data,
    onSuccess: changed,
  });
}

export function useUpdateZertifizierung(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: ZertifizierungFields; version: number }) =>
      (await api.put<OkAnswer<Zertifizierung>>(`/api/zertifizierungen/${id}`, { ...fields, version })).data,
    onSuccess: changed,
  });
}

export function useDeleteZertifizierung(id: number) {
  const client = useQueryClient();
  const changed = useChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/zertifizierungen/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: zertifizierungenKeys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeleteZertifizierungen() {
  const changed = useChanged();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>('/api/zertifizierungen/bulk-delete', { ids })).data
        .deleted,
    onSuccess: () => changed(),
  });
}
