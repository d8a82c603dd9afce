import { Anchor, Button, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  angebotsobjekteArea,
  angebotsobjektStatusLabel,
  projektDisplay,
  type Angebotsobjekt,
} from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useModelEdit } from '../../components/area/use-area-edit';
import { projektOf } from '../../components/pickers/projekte/projekt-field';
import { useKoZuordnungChanged } from './api';
import { AngebotsobjektFieldsForm, angebotsobjektForm } from './angebotsobjekt-fields';

const conflictFields = angebotsobjektForm.conflictFields.map(({ key, label }) => ({
  key,
  label,
  ...(key === 'status' ? { format: (v: unknown) => angebotsobjektStatusLabel(v as string) } : {}),
}));

export function AngebotsobjektEditForm({ record }: { record: Angebotsobjekt }) {
  const koZuordnungChanged = useKoZuordnungChanged();
  const { form, edit } = useModelEdit(angebotsobjektForm, {
    area: angebotsobjekteArea,
    record,
    // The KO-Zuordnung page shows the record too.
    onLoad: koZuordnungChanged,
  });
  const { base } = edit;
  const projekt = projektOf(base);

  return (
    <AreaEditLayout
      edit={edit}
      title={`Angebotsobjekt ${base.top_nr}`}
      subtitle={
        <Text size="sm">
          Projekt{' '}
          <Anchor component={Link} to={`/projekte/${base.projekt_id}`}>
            {projektDisplay(projekt)}
          </Anchor>
        </Text>
      }
      aside={
        <Button
          component={Link}
          to={`${angebotsobjekteArea.path}/${base.id}/ko_zuordnung/new`}
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
        >
          Kaufobjekte zuordnen ({base.kaufobjekte_anzahl})
        </Button>
      }
      conflictFields={conflictFields}
    >
      <AngebotsobjektFieldsForm form={form} projekt={projekt} />
    </AreaEditLayout>
  );
}
