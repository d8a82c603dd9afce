import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NutzwertEinstellungen,
  Nutzwertgutachten,
  NutzwertgutachtenFields,
  OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';

export const nutzwertgutachtenKeys = {
  all: ['nutzwertgutachten'] as const,
  list: (query: object) => ['nutzwertgutachten', 'list', query] as const,
  detail: (id: number) => ['nutzwertgutachten', 'detail', id] as const,
  einstellungen: ['nutzwertgutachten', 'einstellungen'] as const,
};

function useChanged() {
  const client = useQueryClient();
  return (g?: Nutzwertgutachten) => {
    if (g) client.setQueryData(nutzwertgutachtenKeys.detail(g.id), g);
    void client.invalidateQueries({ queryKey: [...nutzwertgutachtenKeys.all, 'list'] });
  };
}

export function useWeoCalcUrl(): string | null {
  const query = useQuery({
    queryKey: nutzwertgutachtenKeys.einstellungen,
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (
        await api.get<OkAnswer<NutzwertEinstellungen>>(
          '/api/nutzwertgutachten/einstellungen',
          undefined,
          signal,
        )
      ).data.weo_calc_url,
  });
  return query.data ?? null;
}

/** SPEC §7: a GET of the configured action URL answers a number (one object's Nutzwert). */
export async function weoCalc(
  url: string,
  objekt: { nutzflaeche: number; zuschlaege: number; abschlaege: number },
): Promise<number> {
  const answer = await api.get<unknown>(url, objekt);
  const n = typeof answer === 'number' ? answer : Number(answer);
  if (!Number.isFinite(n)) throw new Error('keine Zahl');
  return n;
}

export function useCreateNutzwertgutachten() {
  const changed = useChanged();
  return useMutation({
    mutationFn: async (fields: NutzwertgutachtenFields) =>
      (await api.post<OkAnswer<Nutzwertgutachten>>('/api/nutzwertgutachten', fields)).data,
    onSuccess: changed,
  });
}

export function useUpdateNutzwertgutachten(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: NutzwertgutachtenFields; version: number }) =>
      (await api.put<OkAnswer<Nutzwertgutachten>>(`/api/nutzwertgutachten/${id}`, { ...fields, version }))
        .data,
    onSuccess: changed,
  });
}

export function useDeleteNutzwertgutachten(id: number) {
  const client = useQueryClient();
  const changed = useChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/nutzwertgutachten/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: nutzwertgutachtenKeys.detail(id) });
      changed();
    },
  });
}
