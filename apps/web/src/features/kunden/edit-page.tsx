import { kundenArea, type Kunde } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { useModelEdit } from '../../components/area/use-area-edit';
import { KundeFieldsForm } from './kunde-fields';
import { kundeFieldKeys, kundeFieldLabels, kundeFormModel } from './kunde-form-model';
import { MonitoringSection } from './monitoring-section';

const conflictFields = kundeFieldKeys.map((key) => ({ key, label: kundeFieldLabels[key] }));

function KundeEditForm({ record }: { record: Kunde }) {
  const { form, edit } = useModelEdit(kundeFormModel, { area: kundenArea, record });
  const current = edit.base as Kunde;
  return (
    <AreaEditLayout
      edit={edit}
      title={current.name}
      conflictFields={conflictFields}
      sections={current.monitoring_art === 1 ? <MonitoringSection kunde={current} /> : undefined}
    >
      <KundeFieldsForm form={form} sidefile={<MonitoringSection kunde={current} />} />
    </AreaEditLayout>
  );
}

export function KundeEditPage() {
  return <AreaEditPage<Kunde> area={kundenArea} title={(k) => k.name} Form={KundeEditForm} />;
}
