import type { Candidate } from '@clearcart/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError, errorDescription, OFFLINE_QUEUED } from '../../../lib/api-client.ts';
import { storeCapturedPhoto } from '../../../lib/captured-photo.ts';
import { storeIdentification } from '../../../lib/identification.ts';
import { logger } from '../../../lib/logger.ts';
import { useIdentifyProduct, type IdentifyInput } from '../api/identify-product.ts';
import {
  identifyFailureNotice,
  notIdentifiedNotice,
  offlineIdentify,
  offlineNotice,
  type IdentifySource,
} from '../lib/messages.ts';

export interface IdentifyFlow {
  identify(input: IdentifyInput, source: IdentifySource, options?: { photo?: File }): Promise<void>;
  isPending: boolean;
  pendingSource: IdentifySource | null;
  /** "Did you mean…" candidates of the last answer without a product_id. */
  candidates: Candidate[];
  /** The last search that found nothing and had no candidates, with what the server read and said. */
  miss: Miss | null;
  clearCandidates(): void;
}

export interface Miss {
  source: IdentifySource;
  term?: string;
  read?: string;
  message?: string;
}

/**
 * Search states of spec §4: idle → loading → product page, or a warning toast. `ahead`: what to do with a product found
 * before its report opens (ask for the report's answers, so it draws with them); the search stays loading until it
 * settles.
 */
export function useIdentifyFlow({ ahead }: { ahead?: (id: string) => Promise<void> } = {}): IdentifyFlow {
  const navigate = useNavigate();
  const mutation = useIdentifyProduct();
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [miss, setMiss] = useState<Miss | null>(null);
  const [pendingSource, setPendingSource] = useState<IdentifySource | null>(null);

  const identify: IdentifyFlow['identify'] = async (input, source, options) => {
    setCandidates([]);
    setMiss(null);
    setPendingSource(source);
    try {
      const result = await mutation.mutateAsync(input);
      if (result.product_id) {
        storeIdentification(result.product_id, result);
        if (options?.photo) await storeCapturedPhoto(result.product_id, options.photo);
        // Should that fail, the report asks for its answers itself.
        await ahead?.(result.product_id).catch((error: unknown) =>
          logger.warn('The report could not be asked for ahead of its page', error),
        );
        void navigate(`/product/${encodeURIComponent(result.product_id)}`);
        return;
      }
      setCandidates(result.candidates ?? []);
      if ((result.candidates ?? []).length === 0)
        setMiss({
          source,
          ...('description' in input && input.description ? { term: input.description } : {}),
          ...(result.read ? { read: result.read } : {}),
          ...(result.message ? { message: result.message } : {}),
        });
      notify(notIdentifiedNotice(source));
    } catch (error) {
      // Offline (issue 33): a scan the device kept for the network, or a search only a network can make.
      if (error instanceof ApiError && (error.code === OFFLINE_QUEUED || error.code === 'offline')) {
        notify(offlineNotice(error.code === OFFLINE_QUEUED, errorDescription(error, error.message)));
        return;
      }
      logger.error('Identification failed', error);
      // Offline, the failure is the network's, and the shopper is told so plainly.
      notify(
        identifyFailureNotice(source, (fallback) =>
          navigator.onLine ? errorDescription(error, fallback) : offlineIdentify(),
        ),
      );
    } finally {
      setPendingSource(null);
    }
  };

  return {
    identify,
    isPending: pendingSource !== null,
    pendingSource,
    candidates,
    miss,
    clearCandidates: () => {
      setCandidates([]);
      setMiss(null);
    },
  };
}
