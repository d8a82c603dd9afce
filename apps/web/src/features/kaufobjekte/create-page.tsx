import { kaufobjekteArea, koDuplicateWarningParam, type KaufobjektKaeufer } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { useCollectedRows } from '../../components/assignment/use-collected-rows';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { KaeuferSection } from './kaeufer-section';
import { KaufobjektFields } from './kaufobjekt-fields';
import { kaufobjektFieldKeys, useKaufobjektForm } from './kaufobjekt-form-model';
import { StatusButtons, submittedStatus } from './status-buttons';

const formId = 'kaufobjekt-neu';

/** `/kaufobjekte/new`, `?projekt_id=` preselects the project (links from the project page). */
export function KaufobjektCreatePage() {
  const preset = usePreselectedProjekt();
  const form = useKaufobjektForm(null, preset.id);
  const kaeufer = useCollectedRows<KaufobjektKaeufer>();
  const create = useAreaCreate({
    area: kaufobjekteArea,
    form,
    fieldKeys: kaufobjektFieldKeys,
    toInput: (fields) => ({ ...fields, kaeufer_ids: kaeufer.ids }),
    pending: kaeufer.pending,
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
      sections={<KaeuferSection kaufobjektId={null} {...kaeufer.section} />}
    >
      <KaufobjektFields form={form} projekt={preset.projekt} autoFocus={!!preset.id} />
    </AreaCreateLayout>
  );
}
