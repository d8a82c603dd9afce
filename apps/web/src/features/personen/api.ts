import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAnswer, OkAnswer, Person, PersonFields, PersonKurz } from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';

/** The creation call used by the modal of other forms (SPEC §2, §7). */
export const personCreateAction = '/personen/new';

const keys = {
  all: ['personen'] as const,
  list: (query: object) => ['personen', 'list', query] as const,
  detail: (id: number) => ['personen', 'detail', id] as const,
  typeahead: ['typeahead', 'personen'] as const,
};

export function usePersonenList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<Person>>('/api/personen', query, signal),
    // Keep showing the current page while the next one loads: no jumping table.
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: number, enabled = true) {
  return useQuery({
    queryKey: keys.detail(id),
    enabled,
    queryFn: async ({ signal }) => (await api.get<OkAnswer<Person>>(`/api/personen/${id}`, undefined, signal)).data,
  });
}

/** Lists and typeahead hits show what just changed. */
export function usePersonenChanged() {
  const client = useQueryClient();
  return (person?: Person) => {
    if (person) client.setQueryData(keys.detail(person.id), person);
    void client.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    void client.invalidateQueries({ queryKey: keys.typeahead });
  };
}

export function useCreatePerson() {
  const changed = usePersonenChanged();
  return useMutation({
    mutationFn: async (fields: PersonFields) => (await api.post<OkAnswer<Person>>('/api/personen', fields)).data,
    onSuccess: changed,
  });
}

export function useUpdatePerson(id: number) {
  const changed = usePersonenChanged();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: PersonFields; version: number }) =>
      (await api.put<OkAnswer<Person>>(`/api/personen/${id}`, { ...fields, version })).data,
    onSuccess: changed,
  });
}

export function useDeletePerson(id: number) {
  const client = useQueryClient();
  const changed = usePersonenChanged();
  return useMutation({
    mutationFn: () => api.delete<OkAnswer<{ id: number }>>(`/api/personen/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: keys.detail(id) });
      changed();
    },
  });
}

export function useBulkDeletePersonen() {
  const client = useQueryClient();
  const changed = usePersonenChanged();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<OkAnswer<{ deleted: number }>>('/api/personen/bulk-delete', { ids })).data.deleted,
    onSuccess: (_deleted, ids) => {
      ids.forEach((id) => client.removeQueries({ queryKey: keys.detail(id) }));
      changed();
    },
  });
}

/** Typeahead source of SPEC §7: `q` (not `q[]`) answers a plain list of at most 30. */
export function searchPersonen(text: string, signal: AbortSignal): Promise<PersonKurz[]> {
  return api.get<PersonKurz[]>('/api/personen', { q: text }, signal);
}
