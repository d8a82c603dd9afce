import { projekteArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { ProjektFieldsForm } from './projekt-fields';
import { projektFieldKeys, useProjektForm } from './projekt-form-model';
import { ProjektLocation } from './projekt-location';

export function ProjektCreatePage() {
  const form = useProjektForm();
  const create = useAreaCreate({ area: projekteArea, form, fieldKeys: projektFieldKeys });
  return (
    <AreaCreateLayout create={create} maw={1000}>
      <ProjektFieldsForm form={form} autoFocus location={<ProjektLocation form={form} />} />
    </AreaCreateLayout>
  );
}
