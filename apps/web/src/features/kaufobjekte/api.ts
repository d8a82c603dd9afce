import { useQueryClient } from '@tanstack/react-query';
import { kaufobjekteArea, type KaufobjektKaeufer, type KaufobjektKurz, type OkAnswer } from '@app/domain';
import { areaKeys } from '../../components/area/use-area-api';
import { api, buildUrl } from '../../lib/api-client';

const keys = areaKeys(kaufobjekteArea);

/** SPEC §7: with the Kaufobjekt's id, or without it before the first save. Answer data.id. */
export async function addKaeufer(
  kaufobjektId: number | null,
  body: { firma_id: number | null; person_id: number | null; projektadresse: boolean },
): Promise<KaufobjektKaeufer> {
  const path = kaufobjektId ? `/api/kaufobjekt/${kaufobjektId}/kaeufer/add` : '/api/kaufobjekt/kaeufer/add';
  return (await api.post<OkAnswer<KaufobjektKaeufer>>(path, body)).data;
}

/** SPEC §7: answers status 'ok'. */
export function removeKaeufer(id: number) {
  return api.delete<{ status: string }>(`/api/kaufobjekt/kaeufer/${id}/delete`);
}

/** After a buyer changed on a saved Kaufobjekt, its record (with the buyers) and the list are fetched again. */
export function useKaeuferChanged(kaufobjektId: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.detail(kaufobjektId) });
    void client.invalidateQueries({ queryKey: keys.lists });
  };
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
