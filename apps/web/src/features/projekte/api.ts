import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sortNotizen,
  type Erfassungsnotiz,
  type NotizCounts,
  type OkAnswer,
  type Projekt,
  type ProjektFirma,
  type ProjektUrl,
  type ProjektUrlFields,
} from '@app/domain';
import { api } from '../../lib/api-client';

/** Besides the area's keys (components/area/use-area-api.ts): the lookup by number and the notes. */
export const projekteKeys = {
  detail: (id: number) => ['projekte', 'detail', id] as const,
  byNr: (projektnr: number) => ['projekte', 'nr', projektnr] as const,
  notizen: (id: number) => ['projekte', 'notizen', id] as const,
};

export interface NotizenAnswer {
  status: 'ok';
  data: Erfassungsnotiz[];
  counts: NotizCounts;
}
interface NotizAnswer {
  status: 'ok';
  data: Erfassungsnotiz;
  counts: NotizCounts;
}

export function useProjektByNr(projektnr: number, enabled = true) {
  return useQuery({
    queryKey: projekteKeys.byNr(projektnr),
    enabled,
    retry: false,
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<Projekt>>(`/api/projekte/nr/${projektnr}`, undefined, signal)).data,
  });
}

/** Firms, URLs: after a change the project is fetched again (its lists are part of it). */
/** SPEC §7 project firms: a firm in a role. */
export async function addProjektFirma(
  projektId: number,
  input: { firma_id: number; firma_rolle_id: number },
): Promise<ProjektFirma> {
  return (await api.post<OkAnswer<ProjektFirma>>(`/api/projekt/${projektId}/firma/add`, input)).data;
}

export function removeProjektFirma(id: number) {
  return api.delete<OkAnswer<{ id: number }>>(`/api/projektfirmen/${id}/delete`);
}

/** After a firm was assigned or removed: the project (with its firms) is fetched again. */
export function useRefetchProjekt(projektId: number) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: projekteKeys.detail(projektId) });
}

export function useCreateProjektUrl(projektId: number) {
  const refetch = useRefetchProjekt(projektId);
  return useMutation({
    mutationFn: async (data: ProjektUrlFields) =>
      api.post<{ status: 'ok'; id: number; data: ProjektUrl }>('/api/projekte/url/create', { data }),
    onSuccess: refetch,
  });
}

export function useDeleteProjektUrl(projektId: number) {
  const refetch = useRefetchProjekt(projektId);
  return useMutation({
    mutationFn: (id: number) => api.delete<{ status: 'ok' }>(`/api/projekte/url/${id}/delete`),
    onSuccess: refetch,
  });
}

export function useNotizen(projektId: number | undefined) {
  return useQuery({
    queryKey: projekteKeys.notizen(projektId ?? 0),
    enabled: projektId !== undefined,
    queryFn: ({ signal }) =>
      api.get<NotizenAnswer>(`/api/projekte/${projektId}/erfassungsnotizen`, undefined, signal),
  });
}

/** Puts a changed note and the new counts into the cached list at once (newest first stays). */
function useNotizChanged(projektId: number) {
  const client = useQueryClient();
  return (answer: NotizAnswer) =>
    client.setQueryData<NotizenAnswer>(projekteKeys.notizen(projektId), (old) => {
      const rest = (old?.data ?? []).filter((n) => n.id !== answer.data.id);
      return { status: 'ok', data: sortNotizen([...rest, answer.data]), counts: answer.counts };
    });
}

export function useAddNotiz(projektId: number) {
  const changed = useNotizChanged(projektId);
  return useMutation({
    mutationFn: (text: string) =>
      api.post<NotizAnswer>(`/api/projekte/${projektId}/erfassungsnotizen`, { text }),
    onSuccess: changed,
  });
}

export function useToggleNotiz(projektId: number) {
  const changed = useNotizChanged(projektId);
  return useMutation({
    mutationFn: ({ id, erledigt }: { id: number; erledigt: boolean }) =>
      api.put<NotizAnswer>(`/api/erfassungsnotizen/${id}/erledigt`, { erledigt }),
    onSuccess: changed,
  });
}
