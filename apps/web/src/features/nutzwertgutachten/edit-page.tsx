import { nutzwertgutachtenArea, type Nutzwertgutachten } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { NutzwertgutachtenEditForm } from './nutzwertgutachten-edit-form';

const title = (g: Nutzwertgutachten) => `Nutzwertgutachten ${g.projektnr}`;

export function NutzwertgutachtenEditPage() {
  return (
    <AreaEditPage<Nutzwertgutachten>
      area={nutzwertgutachtenArea}
      title={title}
      Form={NutzwertgutachtenEditForm}
    />
  );
}
