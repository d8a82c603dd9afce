import { useNavigate } from 'react-router';
import {
  fbuchArea,
  firmaDisplay,
  firmaRolleLabels,
  firmaRollen,
  firmenArea,
  laender,
  messages,
  type Firma,
} from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { FirmaTypeahead } from '../../components/pickers/firmen/firma-typeahead';
import { useAreaAccess } from '../../lib/areas';
import { FbuchBatchButton } from './fbuch-batch-button';
import { firmaColumns } from './firma-columns';

const rollen = firmaRollen.map((r) => ({ value: r, label: firmaRolleLabels[r] }));
const landOptions = laender.map((l) => ({ value: l.code, label: l.name }));

const filterFields: FilterField[] = [
  { key: 'name', label: 'Name' },
  {
    key: 'fbnr',
    label: 'FirmenbuchNr',
    validate: (v) => (v.trim() && !/^[\d\sa-z]+$/i.test(v) ? messages.fbnrUngueltig : null),
  },
  { key: 'land', label: 'Land', options: landOptions },
  { key: 'rolle', label: 'Rolle', options: rollen },
  { key: 'fulltext', label: 'Volltext' },
];

export function FirmenListPage() {
  const navigate = useNavigate();
  const canQueryRegister = useAreaAccess(fbuchArea).read;
  return (
    <AreaListPage<Firma>
      area={firmenArea}
      columns={firmaColumns}
      filterFields={filterFields}
      rowLabel={firmaDisplay}
      headerExtra={
        <FirmaTypeahead
          label="Firma suchen"
          placeholder="Name oder FirmenbuchNr …"
          value={null}
          onChange={(firma) => firma && navigate(`/firmen/${firma.id}`)}
        />
      }
      actions={canQueryRegister ? (ids) => <FbuchBatchButton ids={ids} /> : undefined}
    />
  );
}
