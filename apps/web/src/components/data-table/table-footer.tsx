import { Box, Group, NativeSelect, Pagination } from '@mantine/core';
import type { ListParams } from '../../lib/list-params';

const perPageChoices = ['25', '50', '100', '200'];
const controlLabels = {
  first: 'Erste Seite',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  last: 'Letzte Seite',
};

export function TableFooter({ list, total }: { list: ListParams; total: number }) {
  const pages = Math.max(1, Math.ceil(total / list.perPage));
  return (
    <Group justify="space-between" mt="sm">
      <Box component="nav" aria-label="Seitennavigation">
        <Pagination
          total={pages}
          value={Math.min(list.page, pages)}
          onChange={list.setPage}
          withEdges
          size="sm"
          getItemProps={(page) => ({ 'aria-label': `Seite ${page}` })}
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        />
      </Box>
      <NativeSelect
        label="Pro Seite"
        size="xs"
        data={
          perPageChoices.includes(String(list.perPage))
            ? perPageChoices
            : [...perPageChoices, String(list.perPage)]
        }
        value={String(list.perPage)}
        onChange={(event) => list.setPerPage(Number(event.currentTarget.value))}
        styles={{
          root: { display: 'flex', alignItems: 'center', gap: 8 },
          label: { whiteSpace: 'nowrap' },
          input: { width: 80 },
        }}
      />
    </Group>
  );
}
