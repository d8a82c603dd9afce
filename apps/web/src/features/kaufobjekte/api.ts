import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kaufobjekteArea, type KaufobjektKaeufer, type KaufobjektKurz, type OkAnswer } from '@app/domain';
import { areaKeys } from '../../components/area/use-area-api';
import { api, buildUrl } from '../../lib/api-client';

const keys = areaKeys(kaufobjekteArea);

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
