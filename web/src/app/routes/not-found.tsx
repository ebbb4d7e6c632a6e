import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useT } from '../../i18n/react.tsx';

/** This page is built with the UI kit (see the router). */
export const kit = true;

export function NotFoundRoute() {
  const t = useT();
  return (
    <Container maxW="lg" py="16">
      <PageTitle page={t('notFound.title')} />
      <Stack gap="4" align="center" textAlign="center">
        <SearchX size={48} aria-hidden="true" />
        <Heading as="h1" size="2xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.text')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }}>
          <Button asChild>
            <RouterLink to="/">{t('notFound.home')}</RouterLink>
          </Button>
          <Button variant="outline" asChild>
            <RouterLink to="/search">{t('notFound.search')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
