import { Container } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';

/** This page is built with the UI kit (see the router). */
export const kit = true;

export function SignInRoute() {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '3', md: '6' }}>
      <PageTitle page="Sign In" />
      <SignInForm />
    </Container>
  );
}
