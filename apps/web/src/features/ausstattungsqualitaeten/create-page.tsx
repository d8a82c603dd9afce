import { useState } from 'react';
import { ausstattungsqualitaetenArea, type AusstattungsqualitaetSpezialausstattungZeile } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { useAreaAccess } from '../../lib/areas';
import { AusstattungsqualitaetFieldsForm } from './ausstattungsqualitaet-fields';
import {
  ausstattungsqualitaetFieldKeys,
  useAusstattungsqualitaetForm,
} from './ausstattungsqualitaet-form-model';
import { useErstesProblem } from './use-erstes-problem';

/** `/ausstattungsqualitaeten/new?projekt_id=…` preselects the project. */
export function AusstattungsqualitaetCreatePage() {
  const preset = usePreselectedProjekt();
  const canEdit = useAreaAccess(ausstattungsqualitaetenArea).write;
  // Special equipment collected before the first save: the create call claims these rows.
  const [spezial, setSpezial] = useState<AusstattungsqualitaetSpezialausstattungZeile[]>([]);
  const form = useAusstattungsqualitaetForm(null, preset.id);
  const { formRef, melden } = useErstesProblem(form.formState.isSubmitting);
  const create = useAreaCreate({
    area: ausstattungsqualitaetenArea,
    form,
    fieldKeys: ausstattungsqualitaetFieldKeys,
    pending: spezial.length > 0,
    onRefused: melden,
  });
  return (
    <AreaCreateLayout create={create} framed={false} formRef={formRef} maw={1100}>
      <AusstattungsqualitaetFieldsForm
        form={form}
        babId={null}
        projekt={preset.projekt}
        projektWaehlbar
        spezial={spezial}
        onSpezial={setSpezial}
        canEdit={canEdit}
      />
    </AreaCreateLayout>
  );
}
