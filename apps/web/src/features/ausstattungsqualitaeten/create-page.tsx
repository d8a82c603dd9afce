import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ausstattungsqualitaetenArea, type AusstattungsqualitaetSpezialausstattungZeile, type ProjektKurz } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { useAreaAccess } from '../../lib/areas';
import { AusstattungsqualitaetFieldsForm } from './ausstattungsqualitaet-fields';
import { ausstattungsqualitaetFieldKeys, useAusstattungsqualitaetForm } from './ausstattungsqualitaet-form-model';
import { useErstesProblem } from './use-erstes-problem';

/** `/ausstattungsqualitaeten/new?projekt_id=…` preselects the project. */
export function AusstattungsqualitaetCreatePage() {
  const [search] = useSearchParams();
  const preselected = Number(search.get('projekt_id')) || null;
  const loaded = useProjektKurz(preselected);
  const [chosen, setChosen] = useState<ProjektKurz | null | undefined>(undefined);
  const projekt = chosen === undefined ? loaded : chosen;
  const canEdit = useAreaAccess(ausstattungsqualitaetenArea).write;
  // Special equipment collected before the first save: the create call claims these rows.
  const [spezial, setSpezial] = useState<AusstattungsqualitaetSpezialausstattungZeile[]>([]);
  const form = useAusstattungsqualitaetForm(null, preselected);
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
        projekt={projekt}
        onProjekt={setChosen}
        spezial={spezial}
        onSpezial={setSpezial}
        canEdit={canEdit}
      />
    </AreaCreateLayout>
  );
}
