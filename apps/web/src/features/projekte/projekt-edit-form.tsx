import { Button } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { Link } from 'react-router';
import { bundeslandName, projektDisplay, projekteArea, projektStatus, type ProjektDetail } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useModelEdit } from '../../components/area/use-area-edit';
import { ProjektFieldsForm } from './projekt-fields';
import { projektFieldKeys, projektFieldLabels, projektFormModel } from './projekt-form-model';
import { ProjektLocation } from './projekt-location';
import { ProjektBereiche } from './projekt-bereiche';
import { ProjektSections } from './projekt-sections';

const conflictFields = projektFieldKeys.map((key) => ({ key, label: projektFieldLabels[key] }));

/** Catalogue ids as their names, so the comparison reads 'Wien', not 9. */
function readable(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    ...fields,
    bundesland_id: bundeslandName(fields.bundesland_id as number | null | undefined),
    status: projektStatus.find((s) => s.id === fields.status)?.name ?? fields.status,
  };
}

/** The record prop follows refetches (after a firm or URL was added): the sections show them; the form keeps what the user types. */
export function ProjektEditForm({ record }: { record: ProjektDetail }) {
  const { form, edit } = useModelEdit(projektFormModel, { area: projekteArea, record });
  const { base } = edit;
  return (
    <AreaEditLayout
      edit={edit}
      title={projektDisplay(base)}
      aside={
        <Button
          variant="light"
          component={Link}
          to={`/projekte/${base.projektnr}/erfassungsnotizen`}
          leftSection={<IconNotes size={16} aria-hidden />}
          mt="lg"
        >
          Erfassungsnotizen
        </Button>
      }
      intro={<ProjektBereiche projektId={base.id} />}
      conflictFields={conflictFields}
      readable={readable}
      sections={<ProjektSections projekt={record} />}
      maw={1000}
    >
      <ProjektFieldsForm form={form} location={<ProjektLocation form={form} disabled={!edit.canEdit} />} />
    </AreaEditLayout>
  );
}
