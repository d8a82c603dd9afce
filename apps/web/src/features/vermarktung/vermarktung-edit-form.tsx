import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { projektDisplay, vermarktungArea, type ProjektKurz, type VermarktungDetail } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useAreaEdit } from '../../components/area/use-area-edit';
import { useMaklerChanged } from './api';
import { MaklerSection } from './makler-section';
import { VermarktungFieldsForm } from './vermarktung-fields';
import {
  vermarktungFieldKeys,
  vermarktungFieldLabels,
  vermarktungFormValues,
  useVermarktungForm,
} from './vermarktung-form-model';

const conflictFields = vermarktungFieldKeys.map((key) => ({ key, label: vermarktungFieldLabels[key] }));

const projektOf = (v: VermarktungDetail): ProjektKurz => ({
  id: v.projekt_id,
  projektnr: v.projektnr,
  name: v.projekt_name,
});

export function VermarktungEditForm({ record }: { record: VermarktungDetail }) {
  const [projekt, setProjekt] = useState<ProjektKurz | null>(() => projektOf(record));
  const form = useVermarktungForm(record);
  const maklerChanged = useMaklerChanged(record.id);
  const edit = useAreaEdit({
    area: vermarktungArea,
    record,
    form,
    formValues: vermarktungFormValues,
    fieldKeys: vermarktungFieldKeys,
    onLoad: (saved) => setProjekt(projektOf(saved)),
    onTakeCurrent: () => maklerChanged(),
  });
  const { base } = edit;
  return (
    <AreaEditLayout
      edit={edit}
      title={`Vermarktung ${projektDisplay(projektOf(base))}`}
      backTo={`/vermarktung?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`}
      conflictFields={conflictFields}
      sections={
        <MaklerSection
          vermarktungId={record.id}
          rows={record.makler}
          canEdit={edit.canEdit}
          onAdded={maklerChanged}
          onRemoved={maklerChanged}
        />
      }
    >
      <VermarktungFieldsForm form={form} projekt={projekt} onProjektChange={setProjekt} />
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
