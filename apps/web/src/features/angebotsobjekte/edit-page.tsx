import { angebotsobjekteArea, type Angebotsobjekt } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { AngebotsobjektEditForm } from './angebotsobjekt-edit-form';

const title = (a: Angebotsobjekt) => `Angebotsobjekt ${a.top_nr}`;

export function AngebotsobjektEditPage() {
  return (
    <AreaEditPage<Angebotsobjekt> area={angebotsobjekteArea} title={title} Form={AngebotsobjektEditForm} />
  );
}
