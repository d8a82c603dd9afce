import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { defaultPerPage, maxPerPage, type SortDir } from '@app/domain';

/** Paging, sorting and filter of a list, kept in the URL so reload, back and links keep them (DESIGN §6). */
export interface ListState<S extends string = string> {
  page: number;
  perPage: number;
  sort: S;
  dir: SortDir;
  /** The `q[]` filter strings (SPEC §7 syntax). */
  filters: string[];
}

export interface ListParams<S extends string = string> extends ListState<S> {
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  /**
   * Sorts by `sort`, ascending, or the other way round when the list is sorted by it already — decided
   * on the list as last asked for, so a second click before the first sort is shown still turns it.
   */
  toggleSort(sort: S): void;
  /** A new filter always starts again at page 1 (SPEC §4). */
  setFilters(filters: string[]): void;
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The direction a click on column `sort`'s header asks: ascending, or turned when sorted by it already. */
export function toggledDir(current: { sort: string; dir: SortDir }, sort: string): SortDir {
  return current.sort === sort && current.dir === 'asc' ? 'desc' : 'asc';
}

/** What the URL's search says about the list; the router's prefetch reads it before the page exists. */
export function readListState<S extends string>(
  search: URLSearchParams,
  sortable: readonly S[],
  defaultSort: S,
  defaultDir: SortDir = 'asc',
): ListState<S> {
  const sortParam = search.get('sort');
  const dirParam = search.get('dir');
  return {
    page: positiveInt(search.get('page'), 1),
    perPage: Math.min(positiveInt(search.get('per_page'), defaultPerPage), maxPerPage),
    sort: sortable.find((s) => s === sortParam) ?? defaultSort,
    dir: dirParam === 'asc' || dirParam === 'desc' ? dirParam : defaultDir,
    filters: search.getAll('q[]').filter((f) => f.trim() !== ''),
  };
}

export function useListParams<S extends string>(
  sortable: readonly S[],
  defaultSort: S,
  defaultDir: SortDir = 'asc',
): ListParams<S> {
  const [search, setSearch] = useSearchParams();
  // The search this list last asked for, until the page shows it: a change in between (a second click
  // on a sort header while the first sort is still loading) builds on it, not on what is still shown.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [search]);

  const update = useCallback(
    (
      changes:
        | Record<string, string | string[] | null>
        | ((current: ListState<S>) => Record<string, string | string[] | null>),
    ) => {
      const previous = asked.current ?? search;
      const next = new URLSearchParams(previous);
      const changed =
        typeof changes === 'function'
          ? changes(readListState(previous, sortable, defaultSort, defaultDir))
          : changes;
      for (const [key, value] of Object.entries(changed)) {
        next.delete(key);
        if (Array.isArray(value)) value.forEach((v) => next.append(key, v));
        else if (value !== null) next.set(key, value);
      }
      asked.current = next;
      setSearch(next);
    },
    [search, setSearch, sortable, defaultSort, defaultDir],
  );

  return useMemo(
    () =>
      ({
        ...readListState(search, sortable, defaultSort, defaultDir),
        setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
        setPerPage: (perPage: number) => update({ per_page: String(perPage), page: null }),
        toggleSort: (sort: S) => update((current) => ({ sort, dir: toggledDir(current, sort), page: null })),
        setFilters: (filters: string[]) =>
          update({ 'q[]': filters.filter((f) => f.trim() !== ''), page: null }),
      }) satisfies ListParams<S>,
    [search, sortable, defaultSort, defaultDir, update],
  );
}

/** The list call's query parameters (DESIGN §6). */
export function listQuery(list: ListState): Record<string, string | number | string[]> {
  return { page: list.page, per_page: list.perPage, sort: list.sort, dir: list.dir, 'q[]': list.filters };
}
