import { useWatch } from 'react-hook-form';
import { firmenArea, normalizeFbnr } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { PapierkorbHinweis } from '../../components/papierkorb/papierkorb-hinweis';
import { firmaFieldKeys, useFirmaForm, type FirmaForm } from '../../components/pickers/firmen/firma-form';
import { FirmaDoubletten } from '../../components/pickers/firmen/firma-create-modal';
import { FirmaFields } from './firma-fields';

export function FirmaCreatePage() {
  const form = useFirmaForm();
  const create = useAreaCreate({ area: firmenArea, form, fieldKeys: firmaFieldKeys });
  return (
    <AreaCreateLayout create={create} maw={1100}>
      <FirmaFields form={form} firmaId={null} autoFocus />
      <FirmaImPapierkorb form={form} />
      <FirmaDoubletten form={form} ohneFbnr />
    </AreaCreateLayout>
  );
}

/** 'Eine Firma mit dieser FN liegt im Papierkorb …' for the typed FN, as the server stores it. */
function FirmaImPapierkorb({ form }: { form: FirmaForm }) {
  const [fbnr, land] = useWatch({ control: form.control, name: ['fbnr', 'land'] });
  return <PapierkorbHinweis area={firmenArea} wert={normalizeFbnr(String(fbnr ?? ''), String(land ?? ''))} />;
}
