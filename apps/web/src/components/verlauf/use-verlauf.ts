import { useInfiniteQuery } from '@tanstack/react-query';
import type { AreaDefinition, OkAnswer, VerlaufPage, VerlaufStand } from '@app/domain';
import { api } from '../../lib/api-client';

/**
 * A record's Verlauf page by page. The key `[area, 'verlauf', id]` names the record, so a save by anyone
 * (announced on the record's live topic) refetches it, and so does one's own save (useAreaChanged).
 */
export function useVerlauf(area: Pick<AreaDefinition, 'key' | 'api'>, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [area.key, 'verlauf', id],
    enabled,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<VerlaufPage>(`${area.api}/${id}/verlauf`, pageParam ? { vor: pageParam } : undefined, signal),
    getNextPageParam: (last) => last.weiter,
  });
}

/** The record's fields as they were right after an entry ('Auf diesen Stand zurücksetzen'). */
export async function verlaufStand(area: Pick<AreaDefinition, 'api'>, id: number, eintrag: number) {
  return (await api.get<OkAnswer<VerlaufStand>>(`${area.api}/${id}/verlauf/${eintrag}/stand`)).data.fields;
}
