import { personDisplay, personenArea, type Person } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { PersonEditForm } from './person-edit-form';

export function PersonEditPage() {
  return <AreaEditPage<Person> area={personenArea} title={personDisplay} Form={PersonEditForm} />;
}
