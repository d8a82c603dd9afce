import { ausstattungsqualitaetenArea, projektDisplay, type AusstattungsqualitaetDetail } from '@app/domain';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { AusstattungsqualitaetEditForm } from './ausstattungsqualitaet-edit-form';

export function AusstattungsqualitaetEditPage() {
  return (
    <AreaEditPage<AusstattungsqualitaetDetail>
      area={ausstattungsqualitaetenArea}
      title={(bab) => `BAB ${projektDisplay({ projektnr: bab.projektnr, name: bab.projekt_name })}`}
      Form={AusstattungsqualitaetEditForm}
    />
  );
}
