import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useAnkauf } from './api';
import { AnkaufEditForm } from './ankauf-edit-form';

export function AnkaufEditPage() {
  const { id } = useParams();
  const ankaufId = Number(id);
  const valid = Number.isInteger(ankaufId) && ankaufId > 0;
  const query = useAnkauf(ankaufId, valid);
  usePageTitle(query.data ? `Ankauf ${query.data.projektnr}` : 'Ankauf');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Ankauf
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  // One form per record; later refetches (sellers) must not reset what the user is typing.
  return <AnkaufEditForm key={ankaufId} ankauf={query.data} />;
}
