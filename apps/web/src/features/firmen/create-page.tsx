import { firmenArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { firmaFieldKeys, useFirmaForm } from '../../components/pickers/firmen/firma-form';
import { FirmaDoubletten } from '../../components/pickers/firmen/firma-create-modal';
import { FirmaFields } from './firma-fields';

export function FirmaCreatePage() {
  const form = useFirmaForm();
  const create = useAreaCreate({ area: firmenArea, form, fieldKeys: firmaFieldKeys });
  return (
    <AreaCreateLayout create={create} maw={1100}>
      <FirmaFields form={form} firmaId={null} autoFocus />
      <FirmaDoubletten form={form} ohneFbnr />
    </AreaCreateLayout>
  );
}
