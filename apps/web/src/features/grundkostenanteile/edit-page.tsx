import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useGrundkostenanteil } from './api';
import { GrundkostenanteilEditForm } from './grundkostenanteil-edit-form';

export function GrundkostenanteilEditPage() {
  const { id } = useParams();
  const gkaId = Number(id);
  const valid = Number.isInteger(gkaId) && gkaId > 0;
  const query = useGrundkostenanteil(gkaId, valid);
  usePageTitle(query.data ? `Grundkostenanteil ${query.data.projektnr}` : 'Grundkostenanteil');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Grundkostenanteil
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  return <GrundkostenanteilEditForm key={gkaId} gka={query.data} />;
}
