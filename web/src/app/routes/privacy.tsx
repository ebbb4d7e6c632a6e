import { Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title.tsx';

/** This page is built with the UI kit (see the router). */
export const kit = true;

/** What ClearCart keeps, and what leaves the machine it runs on, and to whom. */
export function PrivacyRoute() {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageTitle page="Privacy" />
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          Privacy
        </Heading>
        <Stack gap="2">
          <Heading as="h2" size="md">
            What leaves the machine
          </Heading>
          <List.Root ps="5" gap="1">
            <List.Item>
              A barcode or the words of a search that our catalog does not know are looked up at Open Food Facts, Open
              Beauty Facts and Open Products Facts (public, non-profit databases), unless the operator of this server
              turned them off. Nothing about you is sent with them.
            </List.Item>
            <List.Item>
              Signing in sends your e-mail address and password to Firebase Authentication (Google), which checks them;
              on a local installation a Firebase emulator on the same machine does this instead.
            </List.Item>
            <List.Item>
              Photos you take or upload are read on our server (barcode and label text) and not kept; they go to a
              language model only if the operator configured one.
            </List.Item>
            <List.Item>Product pictures are loaded from the databases above when a product has one.</List.Item>
          </List.Root>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="md">
            What we keep
          </Heading>
          <List.Root ps="5" gap="1">
            <List.Item>
              Your preferences, on our server, when you are signed in; on this device otherwise. Personalised reports
              are kept in memory for a while, never written to disk.
            </List.Item>
            <List.Item>
              The reports you open (the last 100): in your account on our server when you are signed in, on this device
              otherwise; those on this device move into your account when you sign in. Only you can read them, and the
              History page removes one or all of them at once.
            </List.Item>
            <List.Item>
              On this device: recent searches and products for 30 minutes, and the reports you opened, so they work
              offline. Clearing the site's data in your browser removes them.
            </List.Item>
          </List.Root>
        </Stack>
        <Text color="fg.muted" fontSize="sm">
          Product data in part from Open Food Facts (https://openfoodfacts.org), ODbL.
        </Text>
      </Stack>
    </Container>
  );
}
