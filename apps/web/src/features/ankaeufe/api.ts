import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnkaufDetail,
  AnkaufFields,
  AnkaufVerkaeufer,
  AnkaufZeile,
  ListAnswer,
  OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';

export const ankaeufeKeys = {
  all: ['ankaeufe'] as const,
  list: (query: object) => ['ankaeufe', 'list', query] as const,
  detail: (id: number) => ['ankaeufe', 'detail', id] as const,
};

function useAnkaeufeChanged() {
  const client = useQueryClient();
  return (ankauf?: AnkaufDetail) => {
    if (ankauf) client.setQueryData(ankaeufeKeys.detail(ankauf.id), ankauf);
    void client.invalidateQueries({ queryKey: [...ankaeufeKeys.all, 'list'] });
  };
}

export function useAnkaeufeList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: ankaeufeKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<AnkaufZeile>>('/api/ankaeufe', query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAnkauf(id: number, enabled = true) {
  return useQuery({
    queryKey: ankaeufeKeys.detail(id),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<AnkaufDetail>>(`/api/ankaeufe/${id}`, undefined, signal)).data,
  });
}

export function useCreateAnkauf() {
  const changed = useAnkaeufeChanged();
  return useMutation({
    mutationFn: async (input: AnkaufFields & { verkaeufer_ids: number[] }) =>
      (await api.post<OkAnswer<AnkaufDetail>>('/api/ankaeufe', input)).data,
    onSuccess: changed,
  });
}

export function useUpdateAnkauf(id: number) {
  const changed = useAnkaeufeChanged();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: AnkaufFields; version: number }) =>
      (await api.put<OkAnswer<AnkaufDetail>>(`/api/ankaeufe/${id}`, { ...fields, version })).data,
    onSuccess: changed,
  });
}

export function useDeleteAnkauf(id: number) {
  const client = useQueryClient();
  const changed = useAnkaeufeChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/ankaeufe/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: ankaeufeKeys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeleteAnkaeufe() {
  const client = useQueryClient();
  const changed = useAnkaeufeChanged();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>('/api/ankaeufe/bulk-delete', { ids })).data.deleted,
    onSuccess: (_deleted, ids) => {
      ids.forEach((id) => client.removeQueries({ queryKey: ankaeufeKeys.detail(id) }));
      changed();
    },
  });
}

/** SPEC §7: with the Ankauf's id, or without for one not saved yet (the create call claims the row). */
export async function addVerkaeufer(ankaufId: number | null, firmaId: number): Promise<AnkaufVerkaeufer> {
  const path = ankaufId ? `/api/ankauf/${ankaufId}/verkaeufer/add` : '/api/ankauf/verkaeufer/add';
  return (await api.post<OkAnswer<AnkaufVerkaeufer>>(path, { firma_id: firmaId })).data;
}

export async function removeVerkaeufer(id: number): Promise<void> {
  const answer = await api.delete<{ status: string }>(`/api/ankauf/verkaeufer/${id}/delete`);
  if (answer.status !== 'ok') throw new Error('status');
}

/** After a seller changed on a saved Ankauf, its record (with the sellers) and the list are fetched again. */
export function useVerkaeuferChanged(ankaufId: number | null) {
  const client = useQueryClient();
  return () => {
    if (ankaufId) void client.invalidateQueries({ queryKey: ankaeufeKeys.detail(ankaufId) });
    void client.invalidateQueries({ queryKey: [...ankaeufeKeys.all, 'list'] });
  };
}
