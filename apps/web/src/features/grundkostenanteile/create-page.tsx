import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { grundkostenanteileArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { usePreselectedProjekt } from '../../components/pickers/projekte/projekt-field';
import { findGrundkostenanteilOfProjekt } from './api';
import { grundkostenanteilFehlerFelder, useGrundkostenanteilForm } from './grundkostenanteil-form-model';
import { GrundkostenanteilFieldsForm } from './grundkostenanteil-fields';

/**
 * `/grundkostenanteile/new?projekt_id=<id>` preselects the project (links from the project page); a
 * project that already has its Grundkostenanteil opens that one instead (one per project).
 */
export function GrundkostenanteilCreatePage() {
  const navigate = useNavigate();
  const { id: preselected, projekt } = usePreselectedProjekt();
  const form = useGrundkostenanteilForm(null, preselected);
  const [ausAnkaeufen, setAusAnkaeufen] = useState(true);
  const create = useAreaCreate({
    area: grundkostenanteileArea,
    form,
    fieldKeys: grundkostenanteilFehlerFelder,
    toInput: (fields) => ({ ...fields, kaufpreis_summe: ausAnkaeufen ? null : fields.kaufpreis_summe }),
  });

  useEffect(() => {
    if (!preselected) return;
    let active = true;
    void findGrundkostenanteilOfProjekt(preselected).then((id) => {
      if (active && id !== null) void navigate(`/grundkostenanteile/${id}`, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [preselected, navigate]);

  return (
    <AreaCreateLayout create={create} maw={1200}>
      <GrundkostenanteilFieldsForm
        form={form}
        projekt={projekt}
        projektWaehlbar
        ausAnkaeufen={ausAnkaeufen}
        onAusAnkaeufenChange={setAusAnkaeufen}
      />
    </AreaCreateLayout>
  );
}
