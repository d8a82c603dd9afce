import type { ComponentType } from 'react';
import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { wholeNumber } from '@app/domain';
import type { AreaDefinition } from '@app/domain';
import { ForbiddenError, NotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { LoadError } from '../load-error';
import { PageLoader } from '../page-loader';
import { useAreaRecord } from './use-area-api';

/**
 * `<area>/:id`: loads the record and shows the area's edit form, one form per record (later refetches,
 * e.g. of assignments, must not reset what the user is typing).
 */
export function AreaEditPage<Rec>({
  area,
  title,
  Form,
}: {
  area: AreaDefinition;
  /** The page title once the record is there. */
  title: (record: Rec) => string;
  Form: ComponentType<{ record: Rec }>;
}) {
  const { id } = useParams();
  const parsed = wholeNumber(id, 1);
  const recordId = parsed ?? 0;
  const valid = parsed !== null;
  const query = useAreaRecord<Rec>(area, recordId, valid);
  usePageTitle(query.data ? title(query.data) : area.singular);

  // A refetch refused after the permission was taken away keeps the form: its input stays copyable and
  // the shell says what changed (app/route-access.tsx).
  const keep = query.data !== undefined && query.error instanceof ForbiddenError;
  if (!valid || (query.error && !keep)) {
    return (
      <>
        <Title order={1} mb="md">
          {area.singular}
        </Title>
        <LoadError error={query.error ?? new NotFoundError()} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  return <Form key={recordId} record={query.data} />;
}
