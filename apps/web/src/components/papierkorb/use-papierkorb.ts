import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  papierkorbSuchfelder,
  type AreaDefinition,
  type OkAnswer,
  type PapierkorbEintrag,
  type PapierkorbSuchArea,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { useAreaChanged } from '../area/use-area-api';

/** Under the area's key, so a delete or a restore (useAreaChanged) fetches the bin again. */
export const papierkorbKey = (area: Pick<AreaDefinition, 'key'>) => [area.key, 'papierkorb'] as const;

/** An area's Papierkorb, newest first (`GET <api>/papierkorb`). */
export function usePapierkorb(area: AreaDefinition) {
  return useQuery({
    queryKey: papierkorbKey(area),
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<PapierkorbEintrag[]>>(`${area.api}/papierkorb`, undefined, signal)).data,
  });
}

/**
 * Puts a bin entry back (`POST <api>/papierkorb/:id/wiederherstellen`); `restore(entry, onDone)` answers
 * the record's id to `onDone`. The entry leaves the cached bin at once. A second click while one restore
 * is on its way is ignored at once (the mutation's own pending state shows only a moment later), so a
 * double click sends one request.
 */
export function useWiederherstellen(area: AreaDefinition) {
  const client = useQueryClient();
  const changed = useAreaChanged(area);
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: async (entry: Pick<PapierkorbEintrag, 'id'>) =>
      (await api.post<OkAnswer<{ id: number }>>(`${area.api}/papierkorb/${entry.id}/wiederherstellen`)).data
        .id,
    onSuccess: (_id, entry) => {
      client.setQueryData<PapierkorbEintrag[]>(papierkorbKey(area), (old) =>
        old?.filter((e) => e.id !== entry.id),
      );
      changed();
    },
  });
  const restore = (entry: Pick<PapierkorbEintrag, 'id'>, onDone: (id: number) => void) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(entry, {
      onSuccess: onDone,
      onSettled: () => {
        busy.current = false;
      },
    });
  };
  return { ...mutation, restore };
}

/** The bin entries whose record held `wert` in the area's unique field (the create form's hint). */
export function usePapierkorbSuche(area: AreaDefinition & { key: PapierkorbSuchArea }, wert: string) {
  const { feld } = papierkorbSuchfelder[area.key];
  return useQuery({
    queryKey: [...papierkorbKey(area), 'suche', wert] as const,
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<PapierkorbEintrag[]>>(`${area.api}/papierkorb/suche`, { feld, wert }, signal))
        .data,
    enabled: wert.trim() !== '',
  });
}
