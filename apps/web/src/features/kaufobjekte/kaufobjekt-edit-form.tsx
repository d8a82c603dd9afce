import { Alert, Badge, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  kaufobjekteArea,
  kaufobjektDisplay,
  kaufobjektStatusName,
  koDuplicateWarningParam,
  messages,
  type KaufobjektDetail,
} from '@app/domain';
import { savedRows } from '../../components/assignment/use-collected-rows';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useModelEdit } from '../../components/area/use-area-edit';
import { projektOf } from '../../components/pickers/projekte/projekt-field';
import { useKaeuferChanged } from './api';
import { KaeuferSection } from './kaeufer-section';
import { KaufobjektFields as Fields } from './kaufobjekt-fields';
import { kaufobjektFieldKeys, kaufobjektFieldLabels, kaufobjektFormModel } from './kaufobjekt-form-model';
import { StatusButtons, submittedStatus } from './status-buttons';

const formId = 'kaufobjekt-bearbeiten';
const conflictFields = kaufobjektFieldKeys.map((key) => ({
  key,
  label: kaufobjektFieldLabels[key],
  ...(key === 'status' ? { format: (v: unknown) => kaufobjektStatusName(v as number) } : {}),
}));

export function KaufobjektEditForm({ record: kaufobjekt }: { record: KaufobjektDetail }) {
  const [search, setSearch] = useSearchParams();
  const kaeuferChanged = useKaeuferChanged(kaufobjekt.id);
  const { form, edit } = useModelEdit(kaufobjektFormModel, {
    area: kaufobjekteArea,
    record: kaufobjekt,
    // SPEC §5: the server tells whether the TopNr exists twice in the project; the URL carries it.
    onSaved: (answer) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (answer.ko_duplicate_warning) next.set(koDuplicateWarningParam, '1');
          else next.delete(koDuplicateWarningParam);
          return next;
        },
        { replace: true },
      ),
  });
  const submit = (event?: React.BaseSyntheticEvent) => {
    if (event) form.setValue('status', submittedStatus(event), { shouldDirty: true });
    return edit.submit(event);
  };
  const { base } = edit;
  return (
    <AreaEditLayout
      edit={{ ...edit, submit }}
      title={`${base.projektnr} · ${kaufobjektDisplay(base)}`}
      badge={
        <Badge variant="light" size="lg" aria-label={`Status: ${kaufobjektStatusName(base.status)}`}>
          {kaufobjektStatusName(base.status)}
        </Badge>
      }
      subtitle={<Text size="sm">{base.projekt_name}</Text>}
      intro={
        search.has(koDuplicateWarningParam) && (
          <Alert color="yellow" role="alert" mb="md" maw={1100}>
            {messages.koDoublette}
          </Alert>
        )
      }
      backLabel={`Kaufobjekte des Projekts ${base.projektnr}`}
      conflictFields={conflictFields}
      formId={formId}
      saveButtons={<StatusButtons formId={formId} busy={edit.submitting} />}
      maw={1100}
      sections={
        <KaeuferSection
          kaufobjektId={kaufobjekt.id}
          {...savedRows(kaufobjekt.kaeufer, edit.canEdit, kaeuferChanged)}
        />
      }
    >
      <Fields
        form={form}
        projekt={projektOf(base)}
        kaufobjektId={kaufobjekt.id}
        dateiName={kaufobjekt.datei_name}
        urkundeId={kaufobjekt.urkunde_id}
      />
    </AreaEditLayout>
  );
}
