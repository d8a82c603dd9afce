import { useQuery } from '@tanstack/react-query';
import type { NutzwertEinstellungen, OkAnswer } from '@app/domain';
import { api } from '../../lib/api-client';

export function useWeoCalcUrl(): string | null {
  const query = useQuery({
    queryKey: ['nutzwertgutachten', 'einstellungen'],
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
