import { zertifizierungenArea, type Zertifizierung } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { ZertifizierungEditForm } from './zertifizierung-edit-form';

export function ZertifizierungEditPage() {
  return (
    <AreaEditPage<Zertifizierung>
      area={zertifizierungenArea}
      title={(z) => `${z.typ_name} ${z.projektnr}`}
      Form={ZertifizierungEditForm}
    />
  );
}
