import { useQueryClient } from '@tanstack/react-query';
import { vermarktungArea, type OkAnswer, type VermarktungMakler } from '@app/domain';
import { areaKeys } from '../../components/area/use-area-api';
import { api } from '../../lib/api-client';

const keys = areaKeys(vermarktungArea);

/** SPEC §7: with the Vermarktung's id, or without for one not saved yet (the create call claims the row). */
export async function addMakler(vermarktungId: number | null, firmaId: number): Promise<VermarktungMakler> {
  const path = vermarktungId ? `/api/vermarktung/${vermarktungId}/makler/add` : '/api/vermarktung/makler/add';
  return (await api.post<OkAnswer<VermarktungMakler>>(path, { firma_id: firmaId })).data;
}

export function removeMakler(id: number) {
  return api.delete<{ status: string }>(`/api/vermarktung/makler/${id}/delete`);
}

export function useMaklerChanged(vermarktungId: number | null) {
  const client = useQueryClient();
  return () => {
    if (vermarktungId) void client.invalidateQueries({ queryKey: keys.detail(vermarktungId) });
    void client.invalidateQueries({ queryKey: keys.lists });
  };
}
