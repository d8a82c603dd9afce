import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { kaufobjektDisplay } from '@app/domain';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useKaufobjekt } from './api';
import { KaufobjektEditForm } from './kaufobjekt-edit-form';

export function KaufobjektEditPage() {
  const { id } = useParams();
  const kaufobjektId = Number(id);
  const valid = Number.isInteger(kaufobjektId) && kaufobjektId > 0;
  const query = useKaufobjekt(kaufobjektId, valid);
  usePageTitle(query.data ? `Kaufobjekt ${kaufobjektDisplay(query.data)}` : 'Kaufobjekt');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Kaufobjekt
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  // One form per record; later refetches (buyers) must not reset what the user is typing.
  return <KaufobjektEditForm key={kaufobjektId} kaufobjekt={query.data} />;
}
