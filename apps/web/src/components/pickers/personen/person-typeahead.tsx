import { lazy } from 'react';
import { personDisplay, type PersonKurz } from '@app/domain';
import { Typeahead, type TypeaheadProps } from '../../typeahead/typeahead';
import { useCan } from '../../../lib/session';
import { searchPersonen } from './personen-cache';

// Loaded on the first 'Neu anlegen …' (the typeahead renders it only then): the form stays out of lists.
const PersonCreateModal = lazy(async () => ({
  default: (await import('./person-create-modal')).PersonCreateModal,
}));

type PersonTypeaheadProps = Omit<
  TypeaheadProps<PersonKurz>,
  'source' | 'search' | 'getId' | 'getLabel' | 'renderCreate'
>;

/** Picks a person, or creates one in the modal ('Neu anlegen …'). For every form that links a person. */
export function PersonTypeahead(props: PersonTypeaheadProps) {
  const canCreate = useCan('personen.bearbeiten');
  return (
    <Typeahead
      {...props}
      source="personen"
      search={searchPersonen}
      getId={(p) => p.id}
      getLabel={personDisplay}
      renderCreate={canCreate ? (create) => <PersonCreateModal {...create} /> : undefined}
    />
  );
}
