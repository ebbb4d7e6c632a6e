import { Alert, Box, Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toaster.tsx';
import { PASSWORD_MIN_LENGTH, TOAST_ERROR_MS } from '../../../config/constants.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import { authErrorMessage } from '../lib/auth-errors.ts';

type Mode = 'signin' | 'signup';

export const SIGN_IN_FAILED = 'Failed to sign in. Please check your credentials.';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Validate before calling the identity provider; values are passed on exactly as typed. */
export function validateCredentials(email: string, password: string, mode: Mode): FieldErrors {
  const errors: FieldErrors = {};
  if (!email) errors.email = 'Email address is required';
  else if (!/^\S+@\S+\.\S+$/.test(email.trim())) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Password is required';
  else if (mode === 'signup' && password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  return errors;
}

/** The 'Sign In' form, with a 'Create an account' mode on the same page. */
export function SignInForm() {
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const signingIn = mode === 'signin';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateCredentials(email, password, mode);
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      if (signingIn) {
        await signIn(email, password);
        notify({ status: 'success', title: 'Signed in successfully!' });
      } else {
        await signUp(email, password);
        notify({ status: 'success', title: 'Account created', description: 'You are now signed in.' });
      }
      void navigate('/');
    } catch (error) {
      logger.warn(signingIn ? 'Sign-in failed' : 'Sign-up failed', error);
      const message = authErrorMessage(error);
      setFormError(signingIn ? SIGN_IN_FAILED : message);
      notify({
        status: 'error',
        title: signingIn ? 'Sign In Error' : 'Sign Up Error',
        description: message,
        duration: TOAST_ERROR_MS,
      });
    } finally {
      setSubmitting(false);
    }
  };

  const switchMode = () => {
    setMode(signingIn ? 'signup' : 'signin');
    setErrors({});
    setFormError(null);
  };

  return (
    <Box borderWidth="1px" rounded="xl" bg="bg.panel" shadow="sm" p={{ base: '5', md: '8' }} w="full">
      <form onSubmit={submit} noValidate aria-labelledby="signin-heading">
        <Stack gap="5">
          <Heading as="h1" id="signin-heading" size="2xl" textAlign="center">
            {signingIn ? 'Sign In' : 'Create an account'}
          </Heading>
          {formError && (
            <Alert.Root status="error" rounded="md">
              <Alert.Indicator />
              <Alert.Description>{formError}</Alert.Description>
            </Alert.Root>
          )}
          <Field.Root required invalid={Boolean(errors.email)}>
            <Field.Label>
              Email address <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.password)}>
            <Field.Label>
              Password <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete={signingIn ? 'current-password' : 'new-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {!signingIn && !errors.password && (
              <Field.HelperText>At least {PASSWORD_MIN_LENGTH} characters.</Field.HelperText>
            )}
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            size="lg"
            loading={submitting}
            loadingText={signingIn ? 'Signing in…' : 'Creating account…'}
          >
            {signingIn ? 'Sign In' : 'Create account'}
          </Button>
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            {signingIn ? 'New here? ' : 'Already have an account? '}
            <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
              <button type="button" onClick={switchMode}>
                {signingIn ? 'Create an account' : 'Sign in instead'}
              </button>
            </Link>
          </Text>
        </Stack>
      </form>
    </Box>
  );
}
