import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { personDisplay } from '@app/domain';
import { LoadError } from '../../components/load-error';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { PageLoader } from '../../components/page-loader';
import { usePerson } from './api';
import { PersonEditForm } from './person-edit-form';

export function PersonEditPage() {
  const { id } = useParams();
  const personId = Number(id);
  const valid = Number.isInteger(personId) && personId > 0;
  const query = usePerson(personId, valid);
  usePageTitle(query.data ? personDisplay(query.data) : 'Person');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Person
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  // One form per record; later refetches must not reset what the user is typing.
  return <PersonEditForm key={personId} person={query.data} />;
}
