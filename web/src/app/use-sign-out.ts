import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { logger } from '../lib/logger.ts';
import { forgetShopper } from './forget-shopper.ts';

/**
 * Signing out, the one way: to the home page first, then out of the identity provider, then nothing of the shopper's
 * left on the device (forget-shopper.ts). The top bar's Sign Out and a deleted account both end this way.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // Leave the page first: a report still open when the shopper changes would be recorded as the next one's view.
    await navigate('/');
    try {
      await signOut();
      await forgetShopper(queryClient);
    } catch (error) {
      logger.error('Sign out failed', error);
    }
  };
}
