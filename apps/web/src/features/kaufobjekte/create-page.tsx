import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { kaufobjekteArea, koDuplicateWarningParam, type KaufobjektKaeufer, type ProjektKurz } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { PageLoader } from '../../components/page-loader';
import { useProjektKurzQuery } from '../../components/pickers/projekte/projekt-typeahead';
import { KaeuferSection } from './kaeufer-section';
import { KaufobjektFields } from './kaufobjekt-fields';
import { kaufobjektFieldKeys, useKaufobjektForm } from './kaufobjekt-form-model';
import { StatusButtons, submittedStatus } from './status-buttons';

const formId = 'kaufobjekt-neu';

/** `/kaufobjekte/new`, `?projekt_id=` preselects the project (links from the project page). */
export function KaufobjektCreatePage() {
  const [search] = useSearchParams();
  const raw = Number(search.get('projekt_id'));
  const projektId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const preset = useProjektKurzQuery(projektId);
  if (projektId && preset.isPending) return <PageLoader />;
  return <CreateForm projekt={preset.data ?? null} />;
}

function CreateForm({ projekt }: { projekt: ProjektKurz | null }) {
  const form = useKaufobjektForm(null, projekt);
  // Buyers added before the first save: stored without a Kaufobjekt, claimed by the create call.
  const [kaeufer, setKaeufer] = useState<KaufobjektKaeufer[]>([]);
  const create = useAreaCreate({
    area: kaufobjekteArea,
    form,
    fieldKeys: kaufobjektFieldKeys,
    toInput: (fields) => ({ ...fields, kaeufer_ids: kaeufer.map((k) => k.id) }),
    pending: kaeufer.length > 0,
    // SPEC §5: the server tells whether the TopNr exists twice in the project; the URL carries it.
    savedSearch: (answer) => (answer.ko_duplicate_warning ? `?${koDuplicateWarningParam}=1` : ''),
  });
  const submit = (event?: React.BaseSyntheticEvent) => {
    if (event) form.setValue('status', submittedStatus(event));
    return create.submit(event);
  };
  return (
    <AreaCreateLayout
      create={{ ...create, submit }}
      formId={formId}
      saveButtons={<StatusButtons formId={formId} busy={create.submitting} />}
      maw={1100}
      sections={
        <KaeuferSection
          kaufobjektId={null}
          kaeufer={kaeufer}
          canEdit
          onAdded={(k) => setKaeufer((list) => [...list, k])}
          onRemoved={(id) => setKaeufer((list) => list.filter((k) => k.id !== id))}
        />
      }
    >
      <KaufobjektFields form={form} autoFocus={!!projekt} />
    </AreaCreateLayout>
  );
}
