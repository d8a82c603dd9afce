import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { projektDisplay } from '@app/domain';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useAusstattungsqualitaet } from './api';
import { AusstattungsqualitaetEditForm } from './ausstattungsqualitaet-edit-form';

export function AusstattungsqualitaetEditPage() {
  const { id } = useParams();
  const babId = Number(id);
  const valid = Number.isInteger(babId) && babId > 0;
  const query = useAusstattungsqualitaet(babId, valid);
  usePageTitle(query.data ? `BAB ${projektDisplay({ projektnr: query.data.projektnr, name: query.data.projekt_name })}` : 'Ausstattungsqualität');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Ausstattungsqualität
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  return <AusstattungsqualitaetEditForm key={babId} bab={query.data} />;
}
