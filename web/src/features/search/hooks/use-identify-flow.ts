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
  /** The barcode is being looked up online (the open databases' limits had it wait): asked again soon, it is there. */
  lookingUp?: boolean;
}

const LAST_ANSWER_KEY = 'clearcart:last-search';

interface LastAnswer {
  term: string;
  candidates: Candidate[];
  miss: Miss | null;
}

/** The last text search's answer without a product (its choices, or what it missed), kept for this tab's session. */
function keepLastAnswer(answer: LastAnswer | null): void {
  try {
    if (answer) sessionStorage.setItem(LAST_ANSWER_KEY, JSON.stringify(answer));
    else sessionStorage.removeItem(LAST_ANSWER_KEY);
  } catch {
    // storage blocked: Back then shows the term only
  }
}

/** The kept answer of a search for `term` (the address's `q`), so Back from a report finds the results again. */
function lastAnswerFor(term: string | undefined): LastAnswer | null {
  if (!term) return null;
  try {
    const answer = JSON.parse(sessionStorage.getItem(LAST_ANSWER_KEY) ?? 'null') as LastAnswer | null;
    return answer && answer.term === term && Array.isArray(answer.candidates) ? answer : null;
  } catch {
    return null;
  }
}

/**
 * Search states: idle → loading → product page, or a warning toast. `ahead`: what to do with a product found
 * before its report opens (ask for the report's answers, so it draws with them); the search stays loading until it
 * settles.
 */
export function useIdentifyFlow({
  ahead,
  term,
  readBefore,
}: {
  ahead?: (id: string) => Promise<void>;
  /** The page of a product the shopper read from its pack with this barcode, if they did: opened instead of a miss. */
  readBefore?: (gtin: string) => Promise<string | null>;
  /** The term searched for, as the address keeps it: its kept answer is shown again (Back from a report). */
  term?: string;
} = {}): IdentifyFlow {
  const navigate = useNavigate();
  const mutation = useIdentifyProduct();
  const [candidates, setCandidates] = useState<Candidate[]>(() => lastAnswerFor(term)?.candidates ?? []);
  const [miss, setMiss] = useState<Miss | null>(() => lastAnswerFor(term)?.miss ?? null);
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
      const barcode = result.read && /^\d{8,14}$/.test(result.read) ? result.read : undefined;
      // A pack the shopper read before, on this device or another signed in: found again, not "not in our catalog".
      const before = barcode && readBefore ? await readBefore(barcode) : null;
      if (before) {
        void navigate(before);
        return;
      }
      const found = result.candidates ?? [];
      // A barcode read whole but unknown is said as such, even beside choices found by other means.
      const missed: Miss | null =
        found.length === 0 || barcode
          ? {
              source,
              ...('description' in input && input.description ? { term: input.description } : {}),
              ...(result.read ? { read: result.read } : {}),
              ...(result.message ? { message: result.message } : {}),
              ...(result.looking_up ? { lookingUp: true } : {}),
            }
          : null;
      setCandidates(found);
      setMiss(missed);
      if ('description' in input) keepLastAnswer({ term: input.description, candidates: found, miss: missed });
      notify(notIdentifiedNotice(source));
    } catch (error) {
      // Offline: a scan the device kept for the network, or a search only a network can make.
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
