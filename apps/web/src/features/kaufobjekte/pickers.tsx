import { useCallback } from 'react';
import { kaufobjektDisplay, type KaufobjektKurz } from '@app/domain';
import { Typeahead, type TypeaheadProps } from '../../components/typeahead/typeahead';
import { searchVorher } from './api';

type Picker<T> = Omit<TypeaheadProps<T>, 'source' | 'search' | 'getId' | 'getLabel' | 'renderCreate'>;

/** Picks the earlier sale of the same unit among the project's Kaufobjekte (by TopNr). */
export function VorherTypeahead({
  projektId,
  exceptId,
  ...props
}: Picker<KaufobjektKurz> & { projektId: number | null; exceptId: number | null }) {
  const search = useCallback(
    (text: string, signal: AbortSignal) =>
      projektId ? searchVorher(projektId, exceptId)(text, signal) : Promise.resolve([]),
    [projektId, exceptId],
  );
  return (
    <Typeahead
      {...props}
      source={`kaufobjekte-vorher-${projektId ?? 0}-${exceptId ?? 0}`}
      search={search}
      getId={(k) => k.id}
      getLabel={kaufobjektDisplay}
      disabled={props.disabled || !projektId}
    />
  );
}
