import { Container } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { useT } from '../../i18n/react.tsx';

/** This page is built with the UI kit (see the router). */
export const kit = true;

export function SignInRoute() {
  const t = useT();
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '3', md: '6' }}>
      <PageTitle page={t('frame.signIn')} />
      <SignInForm />
    </Container>
  );
}
