import { Box, Button, Dialog, Field, Heading, Input, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { useT } from '../../../i18n/react.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { download } from '../../../lib/download.ts';
import { logger } from '../../../lib/logger.ts';
import { authErrorMessage, isWrongCredentials } from '../../../lib/auth-errors.ts';
import { deleteAccount, getAccountData } from '../api/account.ts';

interface AccountSectionProps {
  /** The signed-in account's e-mail, said in the confirmation (null when the account has none). */
  email: string | null;
  /** Called once the account is deleted: the page signs the shopper out and tells them. */
  onDeleted(): Promise<void> | void;
}

/** Preferences → Account: take everything kept for the account as one file, or delete the account. */
export function AccountSection({ email, onDeleted }: AccountSectionProps) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const { confirmPassword } = useAuth();

  const downloadData = async () => {
    setDownloading(true);
    try {
      download(await getAccountData());
    } catch (error) {
      logger.warn('Could not download the account data', error);
      notify({ status: 'error', title: t('account.downloadFailed'), description: failureDescription(error) });
    } finally {
      setDownloading(false);
    }
  };

  const deleteIt = async () => {
    setDeleting(true);
    setPasswordError(null);
    // It cannot be undone: the provider checks it is the shopper, not whoever holds their unlocked phone.
    try {
      await confirmPassword(password);
    } catch (error) {
      setPasswordError(isWrongCredentials(error) ? t('account.confirm.wrongPassword') : authErrorMessage(error));
      setDeleting(false);
      return;
    }
    try {
      await deleteAccount();
    } catch (error) {
      logger.warn('Could not delete the account', error);
      notify({ status: 'error', title: t('account.deleteFailed'), description: failureDescription(error) });
      setDeleting(false);
      return;
    }
    setConfirming(false);
    await onDeleted();
  };

  return (
    <Box as="section" aria-labelledby="account-title" borderTopWidth="1px" pt="6">
      <Heading as="h2" size="lg" id="account-title">
        {t('account.title')}
      </Heading>
      {email && (
        <Text color="fg.muted" mt="1">
          {t('account.signedInAs', { email })}
        </Text>
      )}
      <Stack gap="5" mt="4">
        <Stack gap="2" align="flex-start">
          <Button
            variant="outline"
            onClick={() => void downloadData()}
            loading={downloading}
            loadingText={t('account.downloading')}
          >
            <Download aria-hidden="true" />
            {t('account.download')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('account.download.text')}
          </Text>
        </Stack>
        <Stack gap="2" align="flex-start">
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('account.delete')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('account.delete.text')}
          </Text>
        </Stack>
      </Stack>

      <Dialog.Root
        role="alertdialog"
        open={confirming}
        onOpenChange={(event) => {
          if (deleting) return;
          setConfirming(event.open);
          setPassword('');
          setPasswordError(null);
        }}
        placement="center"
        size="md"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('account.confirm.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>{t('account.confirm.lead')}</Text>
                  <List.Root ps="5" gap="1">
                    {email && <List.Item>{t('account.confirm.signIn', { email })}</List.Item>}
                    <List.Item>{t('account.confirm.preferences')}</List.Item>
                    <List.Item>{t('account.confirm.history')}</List.Item>
                    <List.Item>{t('account.confirm.lists')}</List.Item>
                    <List.Item>{t('account.confirm.products')}</List.Item>
                  </List.Root>
                  <Text fontWeight="medium">{t('account.confirm.copy')}</Text>
                  <Field.Root required invalid={passwordError !== null}>
                    <Field.Label>
                      {t('account.confirm.password')} <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      type="password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' && password && !deleting) void deleteIt();
                      }}
                    />
                    {passwordError ? (
                      <Field.ErrorText>{passwordError}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{t('account.confirm.passwordHint')}</Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={deleting}>
                    {t('account.confirm.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="red"
                  onClick={() => void deleteIt()}
                  disabled={password === ''}
                  loading={deleting}
                  loadingText={t('account.deleting')}
                >
                  {t('account.delete')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}
