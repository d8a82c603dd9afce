import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAnswer, OkAnswer, Person, PersonFields } from '@app/domain';
import { api } from '../../lib/api-client';
import { listQuery, type ListParams } from '../../lib/list-params';
import { personenKeys, usePersonenChanged } from '../../components/pickers/personen/personen-cache';

export function usePersonenList(list: ListParams) {
  const query = listQuery(list);
  return useQuery({
    queryKey: personenKeys.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<Person>>('/api/personen', query, signal),
    // Keep showing the current page while the next one loads: no jumping table.
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: number, enabled = true) {
  return useQuery({
    queryKey: personenKeys.detail(id),
    enabled,
    queryFn: async ({ signal }) => (await api.get<OkAnswer<Person>>(`/api/personen/${id}`, undefined, signal)).data,
  });
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
      client.removeQueries({ queryKey: personenKeys.detail(id) });
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
      ids.forEach((id) => client.removeQueries({ queryKey: personenKeys.detail(id) }));
      changed();
    },
  });
}
