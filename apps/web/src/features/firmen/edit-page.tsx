import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useFirma } from './api';
import { FirmaEditForm } from './firma-edit-form';

export function FirmaEditPage() {
  const { id } = useParams();
  const firmaId = Number(id);
  const valid = Number.isInteger(firmaId) && firmaId > 0;
  const query = useFirma(firmaId, valid);
  usePageTitle(query.data ? query.data.name : 'Firma');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Firma
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  // One form per record; later refetches must not reset what the user is typing.
  return <FirmaEditForm key={firmaId} firma={query.data} />;
}
