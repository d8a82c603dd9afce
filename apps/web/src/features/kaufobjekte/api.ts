import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KaufobjektDetail,
  KaufobjektFields,
  KaufobjektKaeufer,
  KaufobjektKurz,
  KaufobjektSaveAnswer,
  KaufobjektZeile,
  ListAnswer,
  OkAnswer,
} from '@app/domain';
import { api, buildUrl } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';

export const kaufobjekteKeys = {
  all: ['kaufobjekte'] as const,
  list: (query: object) => ['kaufobjekte', 'list', query] as const,
  detail: (id: number) => ['kaufobjekte', 'detail', id] as const,
};

export function useKaufobjekteList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: kaufobjekteKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<KaufobjektZeile>>('/api/kaufobjekte', query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useKaufobjekt(id: number, enabled = true) {
  return useQuery({
    queryKey: kaufobjekteKeys.detail(id),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<KaufobjektDetail>>(`/api/kaufobjekte/${id}`, undefined, signal)).data,
  });
}

function useChanged() {
  const client = useQueryClient();
  return (detail?: KaufobjektDetail) => {
    if (detail) client.setQueryData(kaufobjekteKeys.detail(detail.id), detail);
    void client.invalidateQueries({ queryKey: [...kaufobjekteKeys.all, 'list'] });
    void client.invalidateQueries({ queryKey: ['typeahead', 'kaufobjekte'] });
  };
}

export function useCreateKaufobjekt() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: KaufobjektFields & { kaeufer_ids: number[] }) =>
      api.post<KaufobjektSaveAnswer>('/api/kaufobjekte', body),
    onSuccess: (answer) => changed(answer.data),
  });
}

export function useUpdateKaufobjekt(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ fields, version }: { fields: KaufobjektFields; version: number }) =>
      api.put<KaufobjektSaveAnswer>(`/api/kaufobjekte/${id}`, { ...fields, version }),
    onSuccess: (answer) => changed(answer.data),
  });
}

export function useDeleteKaufobjekt(id: number) {
  const client = useQueryClient();
  const changed = useChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/kaufobjekte/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: kaufobjekteKeys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeleteKaufobjekte() {
  const changed = useChanged();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>('/api/kaufobjekte/bulk-delete', { ids })).data.deleted,
    onSuccess: () => changed(),
  });
}

/** SPEC §7: with the Kaufobjekt's id, or without it before the first save. Answer data.id. */
export function useAddKaeufer(kaufobjektId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      firma_id: number | null;
      person_id: number | null;
      projektadresse: boolean;
    }) =>
      (
        await api.post<OkAnswer<KaufobjektKaeufer>>(
          kaufobjektId ? `/api/kaufobjekt/${kaufobjektId}/kaeufer/add` : '/api/kaufobjekt/kaeufer/add',
          body,
        )
      ).data,
    onSuccess: () => {
      if (kaufobjektId) void client.invalidateQueries({ queryKey: kaufobjekteKeys.detail(kaufobjektId) });
    },
  });
}

/** SPEC §7: answers status 'ok'. */
export function useRemoveKaeufer(kaufobjektId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ status: string }>(`/api/kaufobjekt/kaeufer/${id}/delete`),
    onSuccess: () => {
      if (kaufobjektId) void client.invalidateQueries({ queryKey: kaufobjekteKeys.detail(kaufobjektId) });
    },
  });
}

/** Earlier sales within a project (typeahead, ≤ 30). */
export function searchVorher(projektId: number, exceptId: number | null) {
  return (text: string, signal: AbortSignal) =>
    api.get<KaufobjektKurz[]>(
      '/api/kaufobjekte',
      { q: text, projekt_id: projektId, except: exceptId ?? undefined },
      signal,
    );
}

/** CSV download: the selection, or every row of the current filter. */
export function exportUrl(options: { ids?: number[]; filters: string[]; sort: string; dir: string }): string {
  return options.ids
    ? buildUrl('/api/kaufobjekte/export', { ids: options.ids.join(',') })
    : buildUrl('/api/kaufobjekte/export', { 'q[]': options.filters, sort: options.sort, dir: options.dir });
}
