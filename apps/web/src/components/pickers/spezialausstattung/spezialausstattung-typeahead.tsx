import { lazy } from 'react';
import type { SpezialausstattungKurz } from '@app/domain';
import { api } from '../../../lib/api-client';
import { useCan } from '../../../lib/session';
import { Typeahead, type TypeaheadProps } from '../../typeahead/typeahead';

// Loaded on the first 'Neu anlegen …' (the typeahead renders it only then): the form stays out of lists.
const SpezialausstattungCreateModal = lazy(async () => ({
  default: (await import('./spezialausstattung-create-modal')).SpezialausstattungCreateModal,
}));

type Props = Omit<
  TypeaheadProps<SpezialausstattungKurz>,
  'source' | 'search' | 'getId' | 'getLabel' | 'renderCreate'
>;

/** Typeahead source of SPEC §7 (`GET /api/spezialausstattungen?q=`, at most 30). */
export function searchSpezialausstattungen(
  text: string,
  signal: AbortSignal,
): Promise<SpezialausstattungKurz[]> {
  return api.get<SpezialausstattungKurz[]>('/api/spezialausstattungen', { q: text }, signal);
}

export function spezialausstattungLabel(
  s: Pick<SpezialausstattungKurz, 'name' | 'category_name' | 'kategorie'>,
): string {
  return `${s.name} (${s.category_name}, ${s.kategorie})`;
}

/** Picks a special equipment of the catalogue, or creates one in the modal ('Neu anlegen …'). */
export function SpezialausstattungTypeahead(props: Props) {
  const canCreate = useCan('bewertung.bearbeiten');
  return (
    <Typeahead
      {...props}
      source="spezialausstattungen"
      search={searchSpezialausstattungen}
      getId={(s) => s.id}
      getLabel={spezialausstattungLabel}
      renderCreate={canCreate ? (create) => <SpezialausstattungCreateModal {...create} /> : undefined}
    />
  );
}
