import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatEuro,
  formatNumber,
  grundkostenanteileArea,
  type Grundkostenanteil,
  type GrundkostenanteilCreate,
} from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useModelEdit } from '../../components/area/use-area-edit';
import { projektOf } from '../../components/pickers/projekte/projekt-field';
import { grundkostenanteilFormModel } from './grundkostenanteil-form-model';
import { GrundkostenanteilFieldsForm } from './grundkostenanteil-fields';

type Eingabe = Pick<GrundkostenanteilCreate, 'kaufpreis_summe' | 'bemerkung' | 'widmungen'>;
const conflictFields = [
  { key: 'kaufpreis_summe', label: 'Kaufpreissumme' },
  { key: 'bemerkung', label: 'Bemerkung' },
  { key: 'widmungen', label: 'Widmungen' },
] as const;
const vergleich = (e: Eingabe) => ({
  kaufpreis_summe: e.kaufpreis_summe === null ? 'aus Ankäufen' : formatEuro(e.kaufpreis_summe),
  bemerkung: e.bemerkung,
  widmungen: (e.widmungen ?? [])
    .map((w) => `${w.widmung} ${w.bauklasse ?? ''} ${formatNumber(w.flaeche)} m²`)
    .join('; '),
});

export function GrundkostenanteilEditForm({ record: gka }: { record: Grundkostenanteil }) {
  const [ausAnkaeufen, setAusAnkaeufen] = useState(gka.kaufpreis_summe === null);
  const { form, edit } = useModelEdit(grundkostenanteilFormModel, {
    area: grundkostenanteileArea,
    record: gka,
    onLoad: (saved) => setAusAnkaeufen(saved.kaufpreis_summe === null),
    // Without a sum of its own the server takes the sum of the project's Ankäufe.
    toInput: (fields): Eingabe => ({
      kaufpreis_summe: ausAnkaeufen ? null : fields.kaufpreis_summe,
      bemerkung: fields.bemerkung,
      widmungen: fields.widmungen,
    }),
  });
  const { base } = edit;
  return (
    <AreaEditLayout
      edit={edit}
      title={`Grundkostenanteil ${base.projektnr} ${base.projekt_name}`}
      subtitle={
        <Anchor component={Link} to={`/projekte/${base.projekt_id}`} size="sm">
          Zum Projekt
        </Anchor>
      }
      conflictFields={conflictFields}
      readable={(values) => vergleich(values as Eingabe)}
      maw={1200}
    >
      <GrundkostenanteilFieldsForm
        form={form}
        projekt={projektOf(base)}
        ausAnkaeufen={ausAnkaeufen}
        onAusAnkaeufenChange={setAusAnkaeufen}
        disabled={!edit.canEdit}
      />
    </AreaEditLayout>
  );
}
