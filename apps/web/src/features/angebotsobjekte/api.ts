import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { angebotsobjekteArea, type KoZuordnungSave, type KoZuordnungSeite, type OkAnswer } from '@app/domain';
import { areaKeys } from '../../components/area/use-area-api';
import { api } from '../../lib/api-client';

// The record, lists and bulk delete are the generic calls (components/area); the KO-Zuordnung is special.
const keys = areaKeys(angebotsobjekteArea);
const koZuordnungKeys = {
  all: [...keys.all, 'ko_zuordnung'] as const,
  page: (id: number, filters: readonly string[]) => [...keys.all, 'ko_zuordnung', id, filters] as const,
};

/** After an Angebotsobjekt was saved: its KO-Zuordnung page shows it again. */
export function useKoZuordnungChanged() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: koZuordnungKeys.all });
}

/** The KO-Zuordnung page: the Angebotsobjekt and its project's Kaufobjekte under the filters. */
export function useKoZuordnung(id: number, filters: readonly string[], enabled = true) {
  return useQuery({
    queryKey: koZuordnungKeys.page(id, filters),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get<OkAnswer<KoZuordnungSeite>>(
          `${angebotsobjekteArea.api}/${id}/ko_zuordnung`,
          { 'q[]': filters as string[] },
          signal,
        )
      ).data,
  });
}

/** Lists and KO-Zuordnung pages show the new assignments (the lists count them). */
export function useSaveKoZuordnung(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: KoZuordnungSave) =>
      (
        await api.post<OkAnswer<{ kaufobjekt_ids: number[]; zugeordnet: number; entfernt: number }>>(
          `${angebotsobjekteArea.api}/${id}/ko_zuordnung`,
          body,
        )
      ).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.lists });
      void client.invalidateQueries({ queryKey: koZuordnungKeys.all });
    },
  });
}
