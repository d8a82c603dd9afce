import { firmenArea, type Firma } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { FirmaEditForm } from './firma-edit-form';

export function FirmaEditPage() {
  return <AreaEditPage<Firma> area={firmenArea} title={(firma) => firma.name} Form={FirmaEditForm} />;
}
