import { Badge, Button } from '@mantine/core';
import {
  ankaeufeArea,
  ankaufStatus,
  ankaufStatusDoublette,
  ankaufStatusName,
  projektDisplay,
  type AnkaufDetail,
} from '@app/domain';
import { savedRows } from '../../components/assignment/use-collected-rows';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useModelEdit } from '../../components/area/use-area-edit';
import { projektOf } from '../../components/pickers/projekte/projekt-field';
import { useVerkaeuferChanged } from './api';
import { AnkaufFieldsForm, ankaufForm } from './ankauf-fields';
import { VerkaeuferSection } from './verkaeufer-section';

const statusColor: Record<number, string> = { 0: 'gray', 1: 'teal', 2: 'orange', 3: 'red' };

/** Conflict values as the user reads them: the status name, ja/nein. */
const readable = (v: Record<string, unknown>) => ({
  ...v,
  status: ankaufStatusName(v.status as number),
  doublette: v.doublette ? 'ja' : 'nein',
});

export function AnkaufEditForm({ record: ankauf }: { record: AnkaufDetail }) {
  const verkaeuferChanged = useVerkaeuferChanged(ankauf.id);
  const { form, edit } = useModelEdit(ankaufForm, {
    area: ankaeufeArea,
    record: ankauf,
    onTakeCurrent: () => verkaeuferChanged(),
  });
  const { base } = edit;

  /** SPEC §4: a change-state button ticks the status radio with its status and submits. */
  function changeState(target: number) {
    const options = { shouldDirty: true } as const;
    form.setValue('status', String(target), options);
    // 'Als Doublette speichern' ticks the flag, any other status unticks it: both always agree.
    form.setValue('doublette', target === ankaufStatusDoublette, options);
    void edit.submit();
  }

  return (
    <AreaEditLayout
      edit={edit}
      title={`Ankauf ${projektDisplay(projektOf(base))}`}
      badge={
        <Badge color={statusColor[base.status] ?? 'gray'} size="lg" variant="light">
          {ankaufStatusName(base.status)}
        </Badge>
      }
      conflictFields={ankaufForm.conflictFields}
      readable={readable}
      buttons={ankaufStatus
        .filter((s) => s.id !== base.status)
        .map((s) => (
          <Button
            key={s.id}
            type="button"
            variant="light"
            color={statusColor[s.id]}
            disabled={edit.submitting}
            onClick={() => changeState(s.id)}
          >
            Als {s.name} speichern
          </Button>
        ))}
      sections={
        <VerkaeuferSection
          ankaufId={ankauf.id}
          {...savedRows(ankauf.verkaeufer, edit.canEdit, verkaeuferChanged)}
        />
      }
    >
      <AnkaufFieldsForm form={form} projekt={projektOf(base)} />
    </AreaEditLayout>
  );
}
