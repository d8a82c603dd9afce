import { useQueryClient } from '@tanstack/react-query';
import type { Firma, FirmaKurz } from '@app/domain';
import { api } from '../../../lib/api-client';

/**
 * What every form that picks a firm shares with the Firmen area: the query keys, the creation call of the
 * modal (SPEC §2, §7) and the typeahead source.
 */
export const firmenKeys = {
  all: ['firmen'] as const,
  list: (query: object) => ['firmen', 'list', query] as const,
  detail: (id: number) => ['firmen', 'detail', id] as const,
  fbnr: (fbnr: string) => ['firmen', 'by_fbnr', fbnr] as const,
  typeahead: ['typeahead', 'firmen'] as const,
  typeaheadMakler: ['typeahead', 'firmen-makler'] as const,
};

export const firmaCreateAction = '/firmen/new';

/** Lists, FN lookups and typeahead hits show what just changed. */
export function useFirmenChanged() {
  const client = useQueryClient();
  return (firma?: Firma) => {
    if (firma) client.setQueryData(firmenKeys.detail(firma.id), firma);
    void client.invalidateQueries({ queryKey: [...firmenKeys.all, 'list'] });
    void client.invalidateQueries({ queryKey: [...firmenKeys.all, 'by_fbnr'] });
    void client.invalidateQueries({ queryKey: firmenKeys.typeahead });
    void client.invalidateQueries({ queryKey: firmenKeys.typeaheadMakler });
  };
}

/** Typeahead source of SPEC §7: `q` answers a plain list of at most 30; `makler=1` puts brokers first. */
export function searchFirmen(text: string, signal: AbortSignal, preferMakler = false): Promise<FirmaKurz[]> {
  return api.get<FirmaKurz[]>('/api/firmen', { q: text, makler: preferMakler ? 1 : undefined }, signal);
}
