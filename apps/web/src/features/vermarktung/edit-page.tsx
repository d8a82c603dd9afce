import { vermarktungArea, type VermarktungDetail } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { VermarktungEditForm } from './vermarktung-edit-form';

const title = (v: VermarktungDetail) => `Vermarktung ${v.projektnr}`;

export function VermarktungEditPage() {
  return <AreaEditPage<VermarktungDetail> area={vermarktungArea} title={title} Form={VermarktungEditForm} />;
}
