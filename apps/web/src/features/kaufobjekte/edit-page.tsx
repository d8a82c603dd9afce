import { kaufobjekteArea, kaufobjektDisplay, type KaufobjektDetail } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { KaufobjektEditForm } from './kaufobjekt-edit-form';

const title = (k: KaufobjektDetail) => `Kaufobjekt ${kaufobjektDisplay(k)}`;

export function KaufobjektEditPage() {
  return <AreaEditPage<KaufobjektDetail> area={kaufobjekteArea} title={title} Form={KaufobjektEditForm} />;
}
