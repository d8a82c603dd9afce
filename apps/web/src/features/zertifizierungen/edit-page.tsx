import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useZertifizierung } from './api';
import { ZertifizierungEditForm } from './zertifizierung-edit-form';

export function ZertifizierungEditPage() {
  const { id } = useParams();
  const zId = Number(id);
  const valid = Number.isInteger(zId) && zId > 0;
  const query = useZertifizierung(zId, valid);
  usePageTitle(query.data ? `${query.data.typ_name} ${query.data.projektnr}` : 'Zertifizierung');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Zertifizierung
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  return <ZertifizierungEditForm key={zId} zertifizierung={query.data} />;
}
