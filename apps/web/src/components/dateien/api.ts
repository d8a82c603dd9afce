import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Datei, OkAnswer } from '@app/domain';
import { api } from '../../lib/api-client';

export const dateienKeys = {
  all: ['dateien'] as const,
  list: (resource: string, resourceId: number) => ['dateien', resource, resourceId] as const,
};

/** Where a file's bytes are served (PDFs inline for the viewer). */
export function dateiUrl(id: number): string {
  return `/api/dateien/${id}/download`;
}

export function useDateien(resource: string, resourceId: number) {
  return useQuery({
    queryKey: dateienKeys.list(resource, resourceId),
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<Datei[]>>('/api/dateien', { resource, resource_id: resourceId }, signal)).data,
  });
}

export function useDateienChanged(resource: string, resourceId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: dateienKeys.list(resource, resourceId) });
}

/** SPEC §7 POST /api/dateien/download with resource and data {id, projekt_id, url}; answers tpl. */
export function useDownloadDatei(resource: string, resourceId: number, projektId: number | null) {
  const changed = useDateienChanged(resource, resourceId);
  return useMutation({
    mutationFn: async (url: string) =>
      (
        await api.post<{ status: 'ok'; tpl: Datei }>('/api/dateien/download', {
          resource,
          data: { id: resourceId, projekt_id: projektId, url },
        })
      ).tpl,
    onSuccess: changed,
  });
}

/** SPEC §7 DELETE /api/dateien/{id} with resource; answers status 'ok'. */
export function useDeleteDatei(resource: string, resourceId: number) {
  const changed = useDateienChanged(resource, resourceId);
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await api.delete<{ status: string }>(
        `/api/dateien/${id}?resource=${encodeURIComponent(resource)}`,
      );
      if (answer.status !== 'ok') throw new Error('not ok');
    },
    onSettled: changed,
  });
}
