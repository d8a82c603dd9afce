import { useQueryClient } from '@tanstack/react-query';
import { ankaeufeArea, type AnkaufVerkaeufer, type OkAnswer } from '@app/domain';
import { areaKeys } from '../../components/area/use-area-api';
import { api } from '../../lib/api-client';

const keys = areaKeys(ankaeufeArea);

/** SPEC §7: with the Ankauf's id, or without for one not saved yet (the create call claims the row). */
export async function addVerkaeufer(ankaufId: number | null, firmaId: number): Promise<AnkaufVerkaeufer> {
  const path = ankaufId ? `/api/ankauf/${ankaufId}/verkaeufer/add` : '/api/ankauf/verkaeufer/add';
  return (await api.post<OkAnswer<AnkaufVerkaeufer>>(path, { firma_id: firmaId })).data;
}

export function removeVerkaeufer(id: number) {
  return api.delete<{ status: string }>(`/api/ankauf/verkaeufer/${id}/delete`);
}

/** After a seller changed on a saved Ankauf, its record (with the sellers) and the list are fetched again. */
export function useVerkaeuferChanged(ankaufId: number | null) {
  const client = useQueryClient();
  return () => {
    if (ankaufId) void client.invalidateQueries({ queryKey: keys.detail(ankaufId) });
    void client.invalidateQueries({ queryKey: keys.lists });
  };
}
