import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  formToApi,
  TzabfrageCreateSchema,
  type KeysetPage,
  type OkAnswer,
  type Tzabfrage,
  type TzabfrageStatus,
  type TzabfrageVorschau,
  type TzRow,
  type TzRowStatus,
} from '@app/domain';
import { api } from '../../lib/api-client';

export const tzKeys = {
  batches: (status: string | null) => ['tzabfrage', 'list', status] as const,
  rows: (id: number, status: string | null) => ['tzabfrage', id, 'rows', status] as const,
  state: (id: number) => ['tzabfrage', id, 'state'] as const,
};
const pageSize = 50;

export function useTzabfragen(status: TzabfrageStatus | null) {
  return useInfiniteQuery({
    queryKey: tzKeys.batches(status),
    queryFn: ({ pageParam, signal }) =>
      api.get<KeysetPage<Tzabfrage, TzabfrageStatus>>(
        '/api/tzabfragen',
        { limit: pageSize, after: pageParam ?? undefined, status: status ?? undefined },
        signal,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    // Running batches change without this page doing anything.
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.data.some((b) => b.status === 'running' || b.status === 'waiting'))
        ? 3_000
        : false,
  });
}

export function useTzRows(id: number, status: TzRowStatus | null) {
  return useInfiniteQuery({
    queryKey: tzKeys.rows(id, status),
    queryFn: ({ pageParam, signal }) =>
      api.get<KeysetPage<TzRow, TzRowStatus>>(
        `/api/tzabfragen/${id}/rows`,
        { limit: pageSize, after: pageParam ?? undefined, status: status ?? undefined },
        signal,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });
}

/** A row the job finished, written into every cached page that shows it (events, SPEC §7 update_row). */
export function usePatchRow(id: number) {
  const client = useQueryClient();
  return (row: TzRow) => {
    client.setQueriesData<InfiniteData<KeysetPage<TzRow, TzRowStatus>>>(
      { queryKey: ['tzabfrage', id, 'rows'] },
      (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                data: p.data.map((r) => (r.id === row.id && r.status === 'waiting' ? row : r)),
              })),
            }
          : data,
    );
  };
}

export interface TzForm {
  gericht: string;
  jahr: string;
  tz: string;
}
/** The form's text as the API takes it: the year a JSON number (issue 30). */
const tzBody = (form: TzForm) => formToApi(TzabfrageCreateSchema, form);

export function useVorschau() {
  return useMutation({
    mutationFn: async (form: TzForm) =>
      (await api.post<OkAnswer<TzabfrageVorschau>>('/api/tzabfragen/vorschau', tzBody(form))).data,
  });
}
/** The batch list shows the change at once (it is cached for back navigation and scroll restore). */
const refreshList = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['tzabfrage', 'list'] });

export function useStart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: TzForm) =>
      (await api.post<OkAnswer<{ id: number }>>('/api/tzabfragen', tzBody(form))).data,
    onSuccess: () => refreshList(client),
  });
}
export function useCancel(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/tzabfragen/${id}/cancel`),
    onSuccess: () => refreshList(client),
  });
}
/** 'Abgebrochene fortsetzen': the rows a cancel left unfetched wait again and the batch runs. */
export function useResume(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<OkAnswer<{ count: number }>>(`/api/tzabfragen/${id}/resume`)).data,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['tzabfrage', id, 'rows'] }), refreshList(client)]),
  });
}
export function useRetry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<OkAnswer<{ count: number }>>(`/api/tzabfragen/${id}/retry`)).data,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['tzabfrage', id, 'rows'] }), refreshList(client)]),
  });
}
