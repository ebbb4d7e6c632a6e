import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title.tsx';
import { PreferencesForm } from '../../features/preferences/components/preferences-form.tsx';

/** This page is built with the UI kit (see the router). */
export const kit = true;

export function PreferencesRoute() {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Box>
          <PageTitle page="Your Preferences" />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Your Preferences
          </Heading>
          <Text color="fg.muted" mt="2">
            Tell us what matters to you. Product reports flag allergens, ingredients and practices you want to avoid.
          </Text>
        </Box>
        <PreferencesForm />
      </Stack>
    </Container>
  );
}
