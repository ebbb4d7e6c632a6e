import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';

/** This page is built with the UI kit (see the router). */
export const kit = true;

export function NotFoundRoute() {
  return (
    <Container maxW="lg" py="16">
      <PageTitle page="Page not found" />
      <Stack gap="4" align="center" textAlign="center">
        <SearchX size={48} aria-hidden="true" />
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted">
          We couldn't find the page you were looking for. It may have moved, or the link may be wrong.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }}>
          <Button asChild>
            <RouterLink to="/">Back to home</RouterLink>
          </Button>
          <Button variant="outline" asChild>
            <RouterLink to="/search">Search products</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
