import { useQuery } from '@tanstack/react-query';
import type { OkAnswer, Vorlage } from '@app/domain';
import { api } from '../../lib/api-client';

export const vorlagenKey = ['benutzer', 'vorlagen'] as const;

/** The permission templates (few; loaded whole). */
export function useVorlagen() {
  return useQuery({
    queryKey: vorlagenKey,
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<Vorlage[]>>('/api/berechtigung-vorlagen', undefined, signal)).data,
  });
}
