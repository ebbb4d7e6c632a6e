import { Alert, Box, Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toaster.tsx';
import { PASSWORD_MIN_LENGTH, TOAST_ERROR_MS } from '../../../config/constants.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import { authErrorCode, authErrorMessage } from '../../../lib/auth-errors.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/react.tsx';

type Mode = 'signin' | 'signup';

export const signInFailed = () => t('auth.signInFailed');

/**
 * Sign-in errors that may mean there is no account with this email: the emulator says so (user-not-found); a
 * project with email-enumeration protection answers invalid-credential for that and for a wrong password alike.
 */
const MAYBE_NO_ACCOUNT = new Set(['auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

interface FieldErrors {
  email?: string;
  password?: string;
}

/** What is wrong with the email as typed, if anything. */
function emailError(email: string): string | undefined {
  if (!email) return t('auth.emailRequired');
  if (!/^\S+@\S+\.\S+$/.test(email.trim())) return t('auth.emailInvalid');
  return undefined;
}

/** Validate before calling the identity provider; values are passed on exactly as typed. */
export function validateCredentials(email: string, password: string, mode: Mode): FieldErrors {
  const errors: FieldErrors = {};
  const wrongEmail = emailError(email);
  if (wrongEmail) errors.email = wrongEmail;
  if (!password) errors.password = t('auth.passwordRequired');
  else if (mode === 'signup' && password.length < PASSWORD_MIN_LENGTH) {
    errors.password = t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  }
  return errors;
}

/** The 'Sign In' form, with a 'Create an account' mode on the same page. */
export function SignInForm() {
  const { signIn, signUp, resetPassword } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const [mode, setMode] = useState<Mode>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** After a failed sign-in that may mean no account: offer to create one with what was typed. */
  const [offerAccount, setOfferAccount] = useState<'no-account' | 'maybe' | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const signingIn = mode === 'signin';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setOfferAccount(null);
    setResetSentTo(null);
    const found = validateCredentials(email, password, mode);
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      if (signingIn) {
        await signIn(email, password);
        notify({ status: 'success', title: t('auth.signedIn'), carry: true });
        void navigate('/');
      } else {
        await signUp(email, password);
        notify({
          status: 'success',
          title: t('auth.accountCreated'),
          description: t('auth.accountCreated.text'),
          carry: true,
        });
        // A new account starts where its reports become personal.
        void navigate('/preferences');
      }
    } catch (error) {
      logger.warn(signingIn ? 'Sign-in failed' : 'Sign-up failed', error);
      const message = authErrorMessage(error);
      setFormError(signingIn ? signInFailed() : message);
      const code = authErrorCode(error);
      if (signingIn && code && MAYBE_NO_ACCOUNT.has(code))
        setOfferAccount(code === 'auth/user-not-found' ? 'no-account' : 'maybe');
      notify({
        status: 'error',
        title: signingIn ? t('auth.signInError') : t('auth.signUpError'),
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
    setOfferAccount(null);
    setResetSentTo(null);
  };

  /** Forgot password: the provider emails a reset link; the answer is the same whether or not an account exists. */
  const forgotPassword = async () => {
    setFormError(null);
    setOfferAccount(null);
    const wrongEmail = emailError(email);
    setErrors(wrongEmail ? { email: wrongEmail } : {});
    if (wrongEmail) return;
    try {
      await resetPassword(email);
      setResetSentTo(email);
    } catch (error) {
      logger.warn('Password reset failed', error);
      setFormError(authErrorMessage(error));
    }
  };

  return (
    <Box borderWidth="1px" rounded="xl" bg="bg.panel" shadow="sm" p={{ base: '5', md: '8' }} w="full">
      <form onSubmit={submit} noValidate aria-labelledby="signin-heading">
        <Stack gap="5">
          <Heading as="h1" id="signin-heading" size="2xl" textAlign="center">
            {signingIn ? t('frame.signIn') : t('auth.createAccountTitle')}
          </Heading>
          {formError && (
            <Alert.Root status="error" rounded="md">
              <Alert.Indicator />
              <Alert.Description>
                {formError}
                {offerAccount && (
                  <>
                    {' '}
                    {offerAccount === 'no-account' ? t('auth.noAccount') : t('auth.maybeNoAccount')}{' '}
                    <Link asChild fontWeight="semibold" textDecoration="underline">
                      <button type="button" onClick={switchMode}>
                        {t('auth.createWithEmail')}
                      </button>
                    </Link>
                  </>
                )}
              </Alert.Description>
            </Alert.Root>
          )}
          {resetSentTo && (
            <Alert.Root status="success" rounded="md">
              <Alert.Indicator />
              <Alert.Description>{t('auth.resetSent', { email: resetSentTo })}</Alert.Description>
            </Alert.Root>
          )}
          <Field.Root required invalid={Boolean(errors.email)}>
            <Field.Label>
              {t('auth.email')} <Field.RequiredIndicator />
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
              {t('auth.password')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete={signingIn ? 'current-password' : 'new-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {!signingIn && !errors.password && (
              <Field.HelperText>{t('auth.passwordHelp', { min: PASSWORD_MIN_LENGTH })}</Field.HelperText>
            )}
            <Field.ErrorText>{errors.password}</Field.ErrorText>
            {signingIn && (
              <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline" alignSelf="flex-end">
                <button type="button" onClick={() => void forgotPassword()}>
                  {t('auth.forgotPassword')}
                </button>
              </Link>
            )}
          </Field.Root>
          <Button
            type="submit"
            size="lg"
            loading={submitting}
            loadingText={signingIn ? t('auth.signingIn') : t('auth.creatingAccount')}
          >
            {signingIn ? t('frame.signIn') : t('auth.createAccount')}
          </Button>
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            {signingIn ? t('auth.newHere') : t('auth.haveAccount')}
            <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
              <button type="button" onClick={switchMode}>
                {signingIn ? t('auth.createAccountTitle') : t('auth.signInInstead')}
              </button>
            </Link>
          </Text>
        </Stack>
      </form>
    </Box>
  );
}
