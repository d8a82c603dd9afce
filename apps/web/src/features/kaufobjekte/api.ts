import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  kaufobjekteArea,
  type KaufobjektDetail,
  type KaufobjektFields,
  type KaufobjektKaeufer,
  type KaufobjektKurz,
  type KaufobjektSaveAnswer,
  type OkAnswer,
} from '@app/domain';
import { areaKeys } from '../../components/area/use-area-api';
import { api, buildUrl } from '../../lib/api-client';

const keys = areaKeys(kaufobjekteArea);

/**
 * Create and update answer the duplicate warning besides the record, so they keep their own calls; the
 * record, list and bulk delete are the generic ones (components/area).
 */
function useChanged() {
  const client = useQueryClient();
  return (detail?: KaufobjektDetail) => {
    if (detail) client.setQueryData(keys.detail(detail.id), detail);
    void client.invalidateQueries({ queryKey: keys.lists });
    void client.invalidateQueries({ queryKey: ['typeahead', 'kaufobjekte'] });
  };
}

export function useCreateKaufobjekt() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: KaufobjektFields & { kaeufer_ids: number[] }) =>
      api.post<KaufobjektSaveAnswer>(kaufobjekteArea.api, body),
    onSuccess: (answer) => changed(answer.data),
  });
}

export function useUpdateKaufobjekt(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ fields, version }: { fields: KaufobjektFields; version: number }) =>
      api.put<KaufobjektSaveAnswer>(`${kaufobjekteArea.api}/${id}`, { ...fields, version }),
    onSuccess: (answer) => changed(answer.data),
  });
}

export function useDeleteKaufobjekt(id: number) {
  const client = useQueryClient();
  const changed = useChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`${kaufobjekteArea.api}/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: keys.detail(id) });
      changed();
    },
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
      if (kaufobjektId) void client.invalidateQueries({ queryKey: keys.detail(kaufobjektId) });
    },
  });
}

/** SPEC §7: answers status 'ok'. */
export function useRemoveKaeufer(kaufobjektId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ status: string }>(`/api/kaufobjekt/kaeufer/${id}/delete`),
    onSuccess: () => {
      if (kaufobjektId) void client.invalidateQueries({ queryKey: keys.detail(kaufobjektId) });
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
