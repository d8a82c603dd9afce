import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { AreaDefinition } from '@app/domain';
import { DataTable, type DataTableProps } from '../data-table/data-table';
import { FilterForm, type FilterField } from '../filter-form/filter-form';
import type { RangeRule } from '../filter-form/range';
import { ListHeader } from '../list-header';
import { LoadError } from '../load-error';
import { PapierkorbLink } from '../papierkorb/papierkorb-link';
import { useProjektScope } from '../pickers/projekte/projekt-scope';
import { useAreaAccess } from '../../lib/areas';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { prefetchAreaRecord, useAreaCount, useAreaList, useBulkDelete } from './use-area-api';

export interface AreaListPageProps<Row extends { id: number }> {
  area: AreaDefinition;
  /** Module-level (stable); sortable columns' ids are the area's sort keys. */
  columns: ColumnDef<Row>[];
  filterFields: readonly FilterField[];
  /** Filter fields that form a range (von … bis). */
  filterRanges?: readonly RangeRule[];
  /** Names a row for screen readers. */
  rowLabel: (row: Row) => string;
  /** Beside the 'Neu' button (e.g. a quick search). */
  headerExtra?: ReactNode;
  /** Buttons beside the bulk delete (e.g. an export of the selection). */
  actions?: DataTableProps<Row>['actions'];
  /** The table's accessible name when it differs from the area's label (e.g. a plural). */
  tableLabel?: string;
}

const noRows: never[] = [];
const rowId = (row: { id: number }) => row.id;

/**
 * The list page every area shares (DESIGN §6): title, 'Neu' button, filter form, table with paging, sorting
 * and bulk delete; per project (`q[]=projekt_id:<id>`, the project page's links) for project areas.
 */
export function AreaListPage<Row extends { id: number }>(props: AreaListPageProps<Row>) {
  const { area, columns, filterFields, rowLabel, headerExtra, actions, tableLabel } = props;
  usePageTitle(area.label);
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = useAreaAccess(area).write && !!area.standard;
  const list = useListParams(area.sortable, area.defaultSort, area.defaultDir);
  const query = useAreaList<Row>(area, list);
  const counted = useAreaCount(area, list);
  const bulkDelete = useBulkDelete(area);
  const scope = useProjektScope(list);
  const newPath = `${area.path}/new${area.perProjekt && scope.projektId ? `?projekt_id=${scope.projektId}` : ''}`;

  return (
    <>
      <ListHeader title={area.label}>
        {headerExtra}
        <PapierkorbLink area={area} />
        {canEdit && (
          <Button component={Link} to={newPath} leftSection={<IconPlus size={16} aria-hidden />}>
            {area.newLabel}
          </Button>
        )}
      </ListHeader>
      {area.perProjekt && scope.badge}
      <FilterForm
        fields={filterFields}
        ranges={props.filterRanges}
        list={area.perProjekt ? scope.filterList : list}
      />
      {(query.error ?? counted.error) && <LoadError error={(query.error ?? counted.error)!} />}
      <DataTable
        label={tableLabel ?? area.label}
        data={query.data?.data ?? (noRows as Row[])}
        columns={columns}
        total={counted.data?.total ?? 0}
        totalCapped={counted.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(row) => navigate(`${area.path}/${row.id}`)}
        onIntent={area.standard ? (row) => prefetchAreaRecord(client, area, row.id) : undefined}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        actions={actions}
        loading={query.isFetching}
      />
    </>
  );
}
