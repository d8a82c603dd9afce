import { Alert, Button, Center, Stack } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '@app/domain';
import { NotFoundPage } from './not-found-page';

/** Last resort for a page that threw or whose code could not be loaded (e.g. after a new release). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Center p="xl">
      <Stack align="center">
        <Alert color="red" role="alert">
          {messages.unerwarteterFehler}
        </Alert>
        <Button onClick={() => window.location.reload()}>Seite neu laden</Button>
      </Stack>
    </Center>
  );
}
