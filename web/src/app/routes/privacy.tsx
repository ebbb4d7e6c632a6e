import { Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title.tsx';
import { useT } from '../../i18n/react.tsx';

/** This page is built with the UI kit (see the router). */
export const kit = true;

/** What ClearCart keeps, and what leaves the machine it runs on, and to whom. */
export function PrivacyRoute() {
  const t = useT();
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageTitle page={t('privacy.title')} />
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('privacy.title')}
        </Heading>
        <Stack gap="2">
          <Heading as="h2" size="md">
            {t('privacy.leaves')}
          </Heading>
          <List.Root ps="5" gap="1">
            <List.Item>{t('privacy.leaves.lookups')}</List.Item>
            <List.Item>{t('privacy.leaves.signIn')}</List.Item>
            <List.Item>{t('privacy.leaves.photos')}</List.Item>
            <List.Item>{t('privacy.leaves.pictures')}</List.Item>
          </List.Root>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="md">
            {t('privacy.keep')}
          </Heading>
          <List.Root ps="5" gap="1">
            <List.Item>{t('privacy.keep.preferences')}</List.Item>
            <List.Item>{t('privacy.keep.history')}</List.Item>
            <List.Item>{t('privacy.keep.device')}</List.Item>
          </List.Root>
        </Stack>
        <Text color="fg.muted" fontSize="sm">
          {t('privacy.attribution')}
        </Text>
      </Stack>
    </Container>
  );
}
