import { grundkostenanteileArea, type Grundkostenanteil } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { GrundkostenanteilEditForm } from './grundkostenanteil-edit-form';

const title = (g: Grundkostenanteil) => `Grundkostenanteil ${g.projektnr}`;

export function GrundkostenanteilEditPage() {
  return (
    <AreaEditPage<Grundkostenanteil>
      area={grundkostenanteileArea}
      title={title}
      Form={GrundkostenanteilEditForm}
    />
  );
}
