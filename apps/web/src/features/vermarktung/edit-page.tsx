import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useVermarktung } from './api';
import { VermarktungEditForm } from './vermarktung-edit-form';

export function VermarktungEditPage() {
  const { id } = useParams();
  const vermarktungId = Number(id);
  const valid = Number.isInteger(vermarktungId) && vermarktungId > 0;
  const query = useVermarktung(vermarktungId, valid);
  usePageTitle(query.data ? `Vermarktung ${query.data.projektnr}` : 'Vermarktung');

  if (!valid || query.error) {
    return (
      <>
        <Title order={1} mb="md">
          Vermarktung
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  return <VermarktungEditForm key={vermarktungId} vermarktung={query.data} />;
}
