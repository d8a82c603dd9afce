import { lazy, useCallback } from 'react';
import { firmaDisplay, type FirmaKurz, type FirmaRolle } from '@app/domain';
import { Typeahead, type TypeaheadProps } from '../../typeahead/typeahead';
import { useCan } from '../../../lib/session';
import { searchFirmen } from './firmen-cache';

// Loaded on the first 'Neu anlegen …' (the typeahead renders it only then): the form stays out of lists.
const FirmaCreateModal = lazy(async () => ({
  default: (await import('./firma-create-modal')).FirmaCreateModal,
}));

type FirmaTypeaheadProps = Omit<
  TypeaheadProps<FirmaKurz>,
  'source' | 'search' | 'getId' | 'getLabel' | 'renderCreate'
> & {
  /** Broker fields (Vermarktung): firms with ist_makler first; a new firm is created as Makler. */
  preferMakler?: boolean;
  /** The role the picked firm takes (e.g. Bauträger of a project): a firm created here gets its flag. */
  rolle?: FirmaRolle | null;
};

/** Picks a firm, or creates one in the modal ('Neu anlegen …'). For every form that links a firm. */
export function FirmaTypeahead({ preferMakler = false, rolle, ...props }: FirmaTypeaheadProps) {
  const canCreate = useCan('firmen.bearbeiten');
  const search = useCallback(
    (text: string, signal: AbortSignal) => searchFirmen(text, signal, preferMakler),
    [preferMakler],
  );
  return (
    <Typeahead
      {...props}
      source={preferMakler ? 'firmen-makler' : 'firmen'}
      search={search}
      getId={(f) => f.id}
      getLabel={firmaDisplay}
      renderCreate={
        canCreate
          ? (create) => <FirmaCreateModal {...create} rolle={rolle ?? (preferMakler ? 'makler' : null)} />
          : undefined
      }
    />
  );
}
