import { projektDisplay, projekteArea, type ProjektDetail } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { ProjektEditForm } from './projekt-edit-form';

export function ProjektEditPage() {
  return <AreaEditPage<ProjektDetail> area={projekteArea} title={projektDisplay} Form={ProjektEditForm} />;
}
