import { useCallback } from 'react';
import type { IdName } from '@app/domain';
import { Typeahead, type TypeaheadProps } from '../../typeahead/typeahead';
import { api } from '../../../lib/api-client';

type Props = Omit<TypeaheadProps<IdName>, 'source' | 'search' | 'getId' | 'getLabel' | 'renderCreate'>;

/** The monitor's typeahead sources (SPEC §7): `/api/kunden/frontend/{projekte|kunden}/typeahead?q=`, id and name. */
function idNameTypeahead(quelle: 'kunden' | 'projekte') {
  return function IdNameTypeahead(props: Props) {
    const search = useCallback(
      (text: string, signal: AbortSignal) =>
        api.get<IdName[]>(`/api/kunden/frontend/${quelle}/typeahead`, { q: text }, signal),
      [],
    );
    return (
      <Typeahead
        {...props}
        source={`monitor-${quelle}`}
        search={search}
        getId={(i) => i.id}
        getLabel={(i) => i.name}
      />
    );
  };
}

export const KundeTypeahead = idNameTypeahead('kunden');
export const MonitorProjektTypeahead = idNameTypeahead('projekte');
