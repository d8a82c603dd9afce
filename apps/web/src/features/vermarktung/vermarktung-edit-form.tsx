import { Anchor, Text } from '@mantine/core';
import { projektDisplay, vermarktungArea, type VermarktungDetail } from '@app/domain';
import { savedRows } from '../../components/assignment/use-collected-rows';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useModelEdit } from '../../components/area/use-area-edit';
import { projektOf } from '../../components/pickers/projekte/projekt-field';
import { useMaklerChanged } from './api';
import { MaklerSection } from './makler-section';
import { VermarktungFieldsForm, vermarktungForm } from './vermarktung-fields';

export function VermarktungEditForm({ record }: { record: VermarktungDetail }) {
  const maklerChanged = useMaklerChanged(record.id);
  const { form, edit } = useModelEdit(vermarktungForm, {
    area: vermarktungArea,
    record,
    onTakeCurrent: () => maklerChanged(),
  });
  const { base } = edit;
  return (
    <AreaEditLayout
      edit={edit}
      title={`Vermarktung ${projektDisplay(projektOf(base))}`}
      conflictFields={vermarktungForm.conflictFields}
      sections={
        <MaklerSection vermarktungId={record.id} {...savedRows(record.makler, edit.canEdit, maklerChanged)} />
      }
    >
      <VermarktungFieldsForm form={form} projekt={projektOf(base)} />
      {base.website && (
        <Text size="sm" mt="md">
          <Anchor href={base.website} target="_blank" rel="noopener noreferrer">
            Website öffnen
          </Anchor>
        </Text>
      )}
    </AreaEditLayout>
  );
}
