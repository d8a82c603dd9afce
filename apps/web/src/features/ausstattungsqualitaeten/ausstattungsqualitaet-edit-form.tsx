import { useState } from 'react';
import { Text } from '@mantine/core';
import {
  ausstattungsqualitaetenArea,
  gesamtqualitaetName,
  heizsystemKatalog,
  projektDisplay,
  statusOnlineLabel,
  type AusstattungsqualitaetDetail,
  type AusstattungsqualitaetFields,
  type AusstattungsqualitaetSpezialausstattungZeile,
} from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useAreaEdit } from '../../components/area/use-area-edit';
import { projektOf } from '../../components/pickers/projekte/projekt-field';
import { formatNumber } from '../../lib/format';
import { AusstattungsqualitaetFieldsForm } from './ausstattungsqualitaet-fields';
import {
  ausstattungsqualitaetFieldKeys,
  ausstattungsqualitaetFormValues,
  useAusstattungsqualitaetForm,
} from './ausstattungsqualitaet-form-model';
import { useErstesProblem } from './use-erstes-problem';

const conflictFields = [
  { key: 'status_online', label: 'Status' },
  { key: 'punkte', label: 'Punkte' },
  { key: 'hauptheizsystem_id', label: 'Hauptheizsystem' },
  { key: 'nebenheizsystem_id', label: 'Nebenheizsystem' },
  { key: 'nutzflaeche', label: 'Nutzfläche' },
  { key: 'hwbm', label: 'HWB' },
  { key: 'fgeem', label: 'fGEE' },
  { key: 'co2m', label: 'CO₂' },
  { key: 'pebm', label: 'PEB' },
] as const;
type ConflictKey = (typeof conflictFields)[number]['key'];
const heizName = (id: number | null | undefined) => heizsystemKatalog.find((h) => h.id === id)?.name ?? null;

function readable(
  v: Partial<AusstattungsqualitaetFields> & { punkte?: number | null },
): Partial<Record<ConflictKey, unknown>> {
  return {
    status_online: statusOnlineLabel(v.status_online),
    punkte: v.punkte === undefined ? '' : formatNumber(v.punkte),
    hauptheizsystem_id: heizName(v.hauptheizsystem_id),
    nebenheizsystem_id: heizName(v.nebenheizsystem_id),
    nutzflaeche: v.nutzflaeche,
    hwbm: v.hwbm,
    fgeem: v.fgeem,
    co2m: v.co2m,
    pebm: v.pebm,
  };
}

export function AusstattungsqualitaetEditForm({ record: bab }: { record: AusstattungsqualitaetDetail }) {
  const [spezial, setSpezial] = useState<AusstattungsqualitaetSpezialausstattungZeile[]>(
    bab.spezialausstattung,
  );
  const form = useAusstattungsqualitaetForm(bab);
  const { formRef, melden } = useErstesProblem(form.formState.isSubmitting);
  const edit = useAreaEdit({
    area: ausstattungsqualitaetenArea,
    record: bab,
    form,
    formValues: ausstattungsqualitaetFormValues,
    fieldKeys: ausstattungsqualitaetFieldKeys,
    onLoad: (saved) => setSpezial(saved.spezialausstattung),
    onRefused: melden,
  });
  const { base } = edit;
  return (
    <AreaEditLayout
      edit={edit}
      title={`Ausstattungsqualität ${projektDisplay(projektOf(base))}`}
      subtitle={
        <Text size="sm">
          {statusOnlineLabel(base.status_online)} · {formatNumber(base.punkte)} Punkte ·{' '}
          {gesamtqualitaetName(base.gesamtqualitaet_id) ?? 'nicht vollständig bewertet'}
        </Text>
      }
      conflictFields={conflictFields}
      readable={readable as (values: Record<string, unknown>) => Record<string, unknown>}
      framed={false}
      formRef={formRef}
      maw={1100}
    >
      <AusstattungsqualitaetFieldsForm
        form={form}
        babId={bab.id}
        projekt={projektOf(base)}
        spezial={spezial}
        onSpezial={setSpezial}
        canEdit={edit.canEdit}
      />
    </AreaEditLayout>
  );
}
