import { useMemo } from 'react';
import { Anchor, Badge, CloseButton, Group } from '@mantine/core';
import { Link } from 'react-router';
import { formatFilter, parseFilter, projektDisplay, wholeNumber } from '@app/domain';
import type { ListParams } from '../../../lib/list-params';
import { useProjektKurz } from './projekt-typeahead';

/**
 * A list limited to one project by `q[]=projekt_id:<id>` (the links from the project page). Users know a
 * project by its Projektnr, not its id: the id is no filter field; the badge names the project and the filter
 * form (given `filterList`) keeps the term when it submits its own fields.
 */
export function useProjektScope(list: Pick<ListParams, 'filters' | 'setFilters'>) {
  const term = parseFilter(list.filters.join(' AND ')).projekt_id?.[0] ?? null;
  const projektId = term ? wholeNumber(term, 1) : null;
  const projekt = useProjektKurz(projektId);
  const filterList = useMemo(
    () => ({
      filters: list.filters,
      setFilters: (filters: string[]) => list.setFilters(term ? [...filters, `projekt_id:${term}`] : filters),
    }),
    [list, term],
  );
  function withoutProjekt() {
    const { projekt_id: _dropped, ...rest } = parseFilter(list.filters.join(' AND '));
    list.setFilters([
      formatFilter(Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v.join(' ')]))),
    ]);
  }
  const badge = term ? (
    <Group gap="xs" mb="sm">
      <Badge
        size="lg"
        variant="light"
        tt="none"
        rightSection={<CloseButton size="xs" aria-label="Projektfilter entfernen" onClick={withoutProjekt} />}
      >
        Projekt:{' '}
        {projekt ? (
          <Anchor component={Link} to={`/projekte/${projekt.id}`} inherit>
            {projektDisplay(projekt)}
          </Anchor>
        ) : (
          '…'
        )}
      </Badge>
    </Group>
  ) : null;
  return { projektId, projekt, filterList, badge };
}
