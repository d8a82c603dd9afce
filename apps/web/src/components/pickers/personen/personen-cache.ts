import { useQueryClient } from '@tanstack/react-query';
import type { Person, PersonKurz } from '@app/domain';
import { api } from '../../../lib/api-client';

/**
 * What every form that picks a person shares with the Personen area: the query keys, the creation call
 * of the modal (SPEC §2, §7) and the typeahead source.
 */
export const personenKeys = {
  all: ['personen'] as const,
  list: (query: object) => ['personen', 'list', query] as const,
  detail: (id: number) => ['personen', 'detail', id] as const,
  typeahead: ['typeahead', 'personen'] as const,
};

export const personCreateAction = '/personen/new';

/** Lists and typeahead hits show what just changed. */
export function usePersonenChanged() {
  const client = useQueryClient();
  return (person?: Person) => {
    if (person) client.setQueryData(personenKeys.detail(person.id), person);
    void client.invalidateQueries({ queryKey: [...personenKeys.all, 'list'] });
    void client.invalidateQueries({ queryKey: personenKeys.typeahead });
  };
}

/** Typeahead source of SPEC §7: `q` (not `q[]`) answers a plain list of at most 30. */
export function searchPersonen(text: string, signal: AbortSignal): Promise<PersonKurz[]> {
  return api.get<PersonKurz[]>('/api/personen', { q: text }, signal);
}
