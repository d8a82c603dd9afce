import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { firmenKeys } from '../../components/pickers/firmen/firmen-cache';

/** SPEC §7 `GET /api/firmen/by_fbnr`: a two-element list, 'error' first when the number is free. */
export type FbnrAnswer = [string, { id: number; name: string } | null];

export function useFbnrLookup(fbnr: string, land: string, enabled: boolean) {
  return useQuery({
    queryKey: firmenKeys.fbnr(fbnr),
    enabled,
    retry: false,
    staleTime: 10_000,
    queryFn: ({ signal }) => api.get<FbnrAnswer>('/api/firmen/by_fbnr', { fbnr, land }, signal),
  });
}
