import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useAngebotsobjekt } from './api';
import { AngebotsobjektEditForm } from './angebotsobjekt-edit-form';

export function AngebotsobjektEditPage() {
  const { id } = useParams();
  const aoId = Number(id);
  const valid = Number.isInteger(aoId) && aoId > 0;
  const query = useAngebotsobjekt(aoId, valid);
  usePageTitle(query.data ? `Angebotsobjekt ${query.data.top_nr}` : 'Angebotsobjekt');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Angebotsobjekt
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  // One form per record; later refetches must not reset what the user is typing.
  return <AngebotsobjektEditForm key={aoId} angebotsobjekt={query.data} />;
}
