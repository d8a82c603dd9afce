import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import {
  kaufobjekteArea,
  kaufobjektDisplay,
  kaufobjektFilterFehler,
  kaufobjektStatus,
  koExportAuswahlAlsAndereMax,
  messages,
  parseDecimal,
  type KaufobjektZeile,
} from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import { showAlert } from '../../components/confirm';
import type { FilterField } from '../../components/filter-form/filter-form';
import type { RangeRule } from '../../components/filter-form/range';
import { useListParams } from '../../lib/list-params';
import { useCan, useCurrentUser } from '../../lib/session';
import { exportUrl } from './api';
import { kaufobjektColumns } from './kaufobjekt-columns';
import { idNameOptions } from '../../lib/options';

const check = (key: string) => (value: string) => kaufobjektFilterFehler(key, value);
const filterFields: FilterField[] = [
  { key: 'status', label: 'Status', options: idNameOptions(kaufobjektStatus) },
  { key: 'preis_von', label: 'Bruttopreis von', placeholder: 'z. B. 250.000', validate: check('preis_von') },
  { key: 'preis_bis', label: 'Bruttopreis bis', placeholder: 'z. B. 500.000', validate: check('preis_bis') },
  { key: 'top_nr', label: 'TopNr' },
  { key: 'projektnr', label: 'Projektnr.', validate: check('projektnr') },
  { key: 'fulltext', label: 'Volltext' },
];
/** Bruttopreis bis below von is refused like any other filter error. */
const filterRanges: RangeRule[] = [
  { von: 'preis_von', bis: 'preis_bis', value: (text) => (text.trim() ? parseDecimal(text) : null) },
];
const rowLabel = (k: KaufobjektZeile) => `${k.projektnr} ${kaufobjektDisplay(k)}`;

/** The server answers the CSV as an attachment: the browser downloads it and stays on the page. */
const download = (url: string) => window.location.assign(url);

export function KaufobjekteListPage() {
  // SPEC §6: while an admin acts as another user, exporting 'all' is disabled (the server refuses it too).
  const impersonating = !!useCurrentUser()?.originalUser;
  const canExport = useCan('exporte.nutzen');
  // The list's filters and order, read from the URL like the list page does: the export takes the same.
  const list = useListParams(
    kaufobjekteArea.sortable,
    kaufobjekteArea.defaultSort,
    kaufobjekteArea.defaultDir,
  );

  const actions = (ids: number[]) => (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        onClick={() =>
          ids.length === 0
            ? void showAlert(messages.keineAuswahl)
            : impersonating && ids.length > koExportAuswahlAlsAndereMax
              ? void showAlert(messages.koExportAuswahlZuGross)
              : download(exportUrl({ ids, filters: list.filters, sort: list.sort, dir: list.dir }))
        }
      >
        Auswahl exportieren
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        disabled={impersonating}
        title={impersonating ? messages.koExportAlleGesperrt : undefined}
        onClick={() => download(exportUrl({ filters: list.filters, sort: list.sort, dir: list.dir }))}
      >
        Alle exportieren
      </Button>
    </>
  );

  return (
    <AreaListPage<KaufobjektZeile>
      area={kaufobjekteArea}
      columns={kaufobjektColumns}
      filterFields={filterFields}
      filterRanges={filterRanges}
      rowLabel={rowLabel}
      actions={canExport ? actions : undefined}
    />
  );
}
