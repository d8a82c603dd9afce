import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { vermarktungArea, type ProjektKurz, type VermarktungMakler } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { MaklerSection } from './makler-section';
import { VermarktungFieldsForm } from './vermarktung-fields';
import { vermarktungFieldKeys, useVermarktungForm } from './vermarktung-form-model';

/** `/vermarktung/new?projekt_id=<id>` preselects the project (links from the project page). */
export function VermarktungCreatePage() {
  const [search] = useSearchParams();
  const preselected = Number(search.get('projekt_id')) || null;
  const form = useVermarktungForm(null, preselected);
  const loaded = useProjektKurz(preselected);
  const [chosen, setChosen] = useState<ProjektKurz | null | undefined>(undefined);
  const projekt = chosen === undefined ? loaded : chosen;
  // Brokers added before the first save; the create call claims them.
  const [makler, setMakler] = useState<VermarktungMakler[]>([]);
  const create = useAreaCreate({
    area: vermarktungArea,
    form,
    fieldKeys: vermarktungFieldKeys,
    toInput: (fields) => ({ ...fields, makler_ids: makler.map((m) => m.id) }),
    pending: makler.length > 0,
  });

  return (
    <AreaCreateLayout
      create={create}
      sections={
        <MaklerSection
          vermarktungId={null}
          rows={makler}
          canEdit
          onAdded={(row) => setMakler((list) => [...list, row])}
          onRemoved={(id) => setMakler((list) => list.filter((m) => m.id !== id))}
        />
      }
    >
      <VermarktungFieldsForm form={form} projekt={projekt} onProjektChange={setChosen} autoFocus={!!preselected} />
    </AreaCreateLayout>
  );
}
