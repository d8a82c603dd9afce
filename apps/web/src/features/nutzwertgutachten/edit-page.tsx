import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useNutzwertgutachten } from './api';
import { NutzwertgutachtenEditForm } from './nutzwertgutachten-edit-form';

export function NutzwertgutachtenEditPage() {
  const { id } = useParams();
  const gId = Number(id);
  const valid = Number.isInteger(gId) && gId > 0;
  const query = useNutzwertgutachten(gId, valid);
  usePageTitle(query.data ? `Nutzwertgutachten ${query.data.projektnr}` : 'Nutzwertgutachten');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Nutzwertgutachten
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  return <NutzwertgutachtenEditForm key={gId} gutachten={query.data} />;
}
