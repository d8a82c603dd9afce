import { ankaeufeArea, type AnkaufDetail } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { AnkaufEditForm } from './ankauf-edit-form';

const title = (a: AnkaufDetail) => `Ankauf ${a.projektnr}`;

export function AnkaufEditPage() {
  return <AreaEditPage<AnkaufDetail> area={ankaeufeArea} title={title} Form={AnkaufEditForm} />;
}
