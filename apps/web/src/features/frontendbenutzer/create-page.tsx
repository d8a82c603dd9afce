import { useState } from 'react';
import { frontendBenutzerArea, type IdName } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import {
  frontendBenutzerFieldKeys,
  FrontendBenutzerFieldsForm,
  useFrontendBenutzerForm,
} from './frontend-benutzer-form';

export function FrontendBenutzerCreatePage() {
  const form = useFrontendBenutzerForm();
  const [kunde, setKunde] = useState<IdName | null>(null);
  const create = useAreaCreate({ area: frontendBenutzerArea, form, fieldKeys: frontendBenutzerFieldKeys });
  return (
    <AreaCreateLayout create={create}>
      <FrontendBenutzerFieldsForm form={form} kunde={kunde} onKundeChange={setKunde} />
    </AreaCreateLayout>
  );
}
