import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { logger } from '../lib/logger.ts';

/** Error boundary of every route: a calm message and a way home. */
export function RouteError() {
  const error = useRouteError();
  logger.error('Route error', error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return (
    <Container maxW="lg" py="16">
      <Stack gap="4" textAlign="center" align="center">
        <Heading as="h1" size="xl">
          Sorry, this page could not be shown
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Stack direction="row">
          <Button onClick={() => window.location.reload()} variant="outline">
            Reload
          </Button>
          <Button asChild>
            <RouterLink to="/">Go home</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
