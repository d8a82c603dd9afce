import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { projektDisplay, type OkAnswer, type Projekt, type ProjektKurz } from '@app/domain';
import { Typeahead, type TypeaheadProps } from '../../typeahead/typeahead';
import { api } from '../../../lib/api-client';

type ProjektTypeaheadProps = Omit<
  TypeaheadProps<ProjektKurz>,
  'source' | 'search' | 'getId' | 'getLabel' | 'renderCreate'
>;

/** Typeahead source `GET /api/projekte?q=` (≤ 30): a number finds by Projektnr., text by name. */
export function searchProjekte(text: string, signal: AbortSignal): Promise<ProjektKurz[]> {
  return api.get<ProjektKurz[]>('/api/projekte', { q: text }, signal);
}

/** Picks a project, for every form that belongs to one (Ankauf, Vermarktung, Kaufobjekt, …). */
export function ProjektTypeahead(props: ProjektTypeaheadProps) {
  const search = useCallback((text: string, signal: AbortSignal) => searchProjekte(text, signal), []);
  return (
    <Typeahead {...props} source="projekte" search={search} getId={(p) => p.id} getLabel={projektDisplay} />
  );
}

/** The project a link preselects (`?projekt_id=`), as a query: forms that take it as a default wait for it. */
export function useProjektKurzQuery(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return useQuery({
    queryKey: ['projekte', 'kurz', id],
    enabled: valid,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const p = (await api.get<OkAnswer<Projekt>>(`/api/projekte/${id}`, undefined, signal)).data;
      return { id: p.id, projektnr: p.projektnr, name: p.name } satisfies ProjektKurz;
    },
  });
}

/** The preselected project as a typeahead value; null while loading or when there is none. */
export function useProjektKurz(id: number | null): ProjektKurz | null {
  const query = useProjektKurzQuery(id);
  return id !== null && id > 0 ? (query.data ?? null) : null;
}
