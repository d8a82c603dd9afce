import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AreaDefinition, AuditGrund, ListAnswer, ListCount, OkAnswer } from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, readListState, type ListState } from '../../lib/list-params';

/** Query keys of an area: `[key]`, `[key, 'list', query]`, `[key, 'detail', id]`. */
export function areaKeys(area: Pick<AreaDefinition, 'key'>) {
  return {
    all: [area.key] as const,
    lists: [area.key, 'list'] as const,
    list: (query: object) => [area.key, 'list', query] as const,
    detail: (id: number) => [area.key, 'detail', id] as const,
  };
}

/**
 * After a change: the record's cache holds what the server answered; the area's other answers (lists,
 * lookups such as by_fbnr) and its typeahead sources (named after its key: 'firmen', 'firmen-makler') are
 * fetched again.
 */
export function useAreaChanged<Rec extends { id: number }>(area: AreaDefinition) {
  const client = useQueryClient();
  const keys = areaKeys(area);
  return (record?: Rec) => {
    if (record) client.setQueryData(keys.detail(record.id), record);
    void client.invalidateQueries({
      predicate: ({ queryKey: [first, second] }) =>
        (first === area.key && second !== 'detail') ||
        (first === 'typeahead' && String(second).startsWith(area.key)),
    });
  };
}

// The page is asked for without its count (count=0) and the count apart, once per filter (issue 11): the
// rows never wait for the count, and paging or sorting does not count again.
function areaListOptions<Row>(area: AreaDefinition, list: ListState) {
  const query = { ...listQuery(list), count: '0' };
  return queryOptions({
    queryKey: areaKeys(area).list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<Row>>(area.api, query, signal),
  });
}

function areaCountOptions(area: AreaDefinition, list: ListState) {
  const query = { 'q[]': list.filters };
  return queryOptions({
    queryKey: areaKeys(area).list({ count: list.filters }),
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<ListCount>>(`${area.api}/count`, query, signal)).data,
  });
}

/** The standard calls of DESIGN §6 for one area, as TanStack Query hooks. */
export function useAreaList<Row>(area: AreaDefinition, list: ListState) {
  // Keep showing the current page while the next one loads: no jumping table.
  return useQuery({ ...areaListOptions<Row>(area, list), placeholderData: keepPreviousData });
}

/** How many rows the list's filter matches (`GET <api>/count`); the previous count stays until it is there. */
export function useAreaCount(area: AreaDefinition, list: ListState) {
  return useQuery({ ...areaCountOptions(area, list), placeholderData: keepPreviousData });
}

/**
 * Starts the list call of the page a URL shows (issue 11): the router calls it while the page's code is
 * still loading, and the page then finds its answer in flight under the same key instead of asking after.
 */
export function prefetchAreaList(client: QueryClient, area: AreaDefinition, url: URL): void {
  const list = readListState(url.searchParams, area.sortable, area.defaultSort, area.defaultDir);
  void client.prefetchQuery(areaListOptions(area, list));
  void client.prefetchQuery(areaCountOptions(area, list));
}

const areaRecordOptions = <Rec>(area: AreaDefinition, id: number) => ({
  queryKey: areaKeys(area).detail(id),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<OkAnswer<Rec>>(`${area.api}/${id}`, undefined, signal)).data,
});

export function useAreaRecord<Rec>(area: AreaDefinition, id: number, enabled = true) {
  return useQuery({ ...areaRecordOptions<Rec>(area, id), enabled });
}

/** Starts the record call of an edit page beside its code, as prefetchAreaList does for a list. */
export function prefetchAreaRecord(client: QueryClient, area: AreaDefinition, id: number): void {
  if (Number.isSafeInteger(id) && id > 0) void client.prefetchQuery(areaRecordOptions(area, id));
}

/**
 * Create and update answer `{status, data}` and, for some areas, more (Kaufobjekte's duplicate warning):
 * the whole answer is passed on, the record goes into the cache.
 */
export type SaveAnswer<Rec> = OkAnswer<Rec> & Record<string, unknown>;

export function useCreateRecord<Rec extends { id: number }, Input>(area: AreaDefinition) {
  const changed = useAreaChanged<Rec>(area);
  return useMutation({
    mutationFn: (input: Input) => api.post<SaveAnswer<Rec>>(area.api, input),
    onSuccess: (answer) => changed(answer.data),
  });
}

export function useUpdateRecord<Rec extends { id: number }, Fields>(area: AreaDefinition, id: number) {
  const changed = useAreaChanged<Rec>(area);
  return useMutation({
    // `grund`: a restore from the Verlauf, marked so in the save's audit rows.
    mutationFn: ({ fields, version, grund }: { fields: Fields; version: number; grund?: AuditGrund }) =>
      api.put<SaveAnswer<Rec>>(`${area.api}/${id}${grund ? `?grund=${grund}` : ''}`, { ...fields, version }),
    onSuccess: (answer) => changed(answer.data),
  });
}

export function useDeleteRecord(area: AreaDefinition, id: number) {
  const client = useQueryClient();
  const changed = useAreaChanged(area);
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`${area.api}/${id}`),
    onSettled: () => {
      // Also after a 404: the record is gone either way.
      client.removeQueries({ queryKey: areaKeys(area).detail(id) });
      changed();
    },
  });
}

export function useBulkDelete(area: AreaDefinition) {
  const client = useQueryClient();
  const changed = useAreaChanged(area);
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>(`${area.api}/bulk-delete`, { ids })).data.deleted,
    onSettled: (_deleted, _error, ids) => {
      ids.forEach((id) => client.removeQueries({ queryKey: areaKeys(area).detail(id) }));
      changed();
    },
  });
}
