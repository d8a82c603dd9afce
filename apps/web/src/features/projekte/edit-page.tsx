import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { projektDisplay } from '@app/domain';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useProjekt } from './api';
import { ProjektEditForm } from './projekt-edit-form';
import { ProjektSections } from './projekt-sections';

export function ProjektEditPage() {
  const { id } = useParams();
  const projektId = Number(id);
  const valid = Number.isInteger(projektId) && projektId > 0;
  const query = useProjekt(projektId, valid);
  usePageTitle(query.data ? projektDisplay(query.data) : 'Projekt');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Projekt
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  // One form per record; later refetches (after a firm or URL was added) must not reset what the user is typing.
  return (
    <>
      <ProjektEditForm key={projektId} projekt={query.data} />
      <ProjektSections projekt={query.data} />
    </>
  );
}
