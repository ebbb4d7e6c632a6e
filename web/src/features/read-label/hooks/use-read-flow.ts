import type { LabelLanguageCode, LabelPanel, LabelReading, MyProductPanel } from '@clearcart/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { TOAST_ERROR_MS } from '../../../config/constants.ts';
import { errorDescription } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { readPanel } from '../api/read-panel.ts';
import { draftFromReadings, type Prefill, type Readings, type ReviewDraft } from '../lib/draft.ts';
import { tableFromNutrition } from '../lib/nutrition-table.ts';
import { t } from '../../../i18n/i18n.ts';

/** A photo taken for a step, its preview, and what the server read on it (the front is not read). */
export interface Shot {
  file: File;
  url: string;
  reading?: LabelReading;
}

export type Shots = Partial<Record<MyProductPanel, Shot>>;

/**
 * The guided capture's state: the photos of each panel and what was read on them, the pack's language, and the review
 * draft once the shopper gets to it (a panel read again later updates its part of the draft, the rest stays as typed).
 */
export function useReadFlow(prefill: Prefill) {
  const [shots, setShots] = useState<Shots>({});
  const [reading, setReading] = useState<LabelPanel | null>(null);
  const [language, setLanguage] = useState<LabelLanguageCode | ''>('');
  const [draft, setDraft] = useState<ReviewDraft | null>(null);
  // The pack's language as found on the panel read first: the next panel is read in it (one OCR pass, where finding
  // the language again costs the server a second one). The shopper's choice, when made, goes before it.
  const found = useRef<LabelLanguageCode | null>(null);
  // Every preview made, released when the capture is left.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const keep = useCallback((panel: MyProductPanel, file: File, result?: LabelReading) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    setShots((current) => ({ ...current, [panel]: { file, url, ...(result ? { reading: result } : {}) } }));
  }, []);

  /**
   * Reads a panel's photo, in the pack's language when one was chosen or found on the other panel; resolves to what
   * was read, or null when it could not be (the shopper is told why).
   */
  const read = useCallback(
    async (panel: LabelPanel, file: File, lang = language): Promise<LabelReading | null> => {
      setReading(panel);
      try {
        const result = await readPanel(file, panel, lang || found.current || undefined);
        found.current = result.language ?? found.current;
        keep(panel, file, result);
        setDraft((current) => current && withReading(current, result));
        return result;
      } catch (error) {
        logger.warn('The panel could not be read', error);
        notify({
          status: 'error',
          title: t('read.couldNotRead'),
          description: navigator.onLine ? errorDescription(error, t('read.readFailed')) : t('read.readOffline'),
          duration: TOAST_ERROR_MS,
        });
        return null;
      } finally {
        setReading(null);
      }
    },
    [keep, language],
  );

  const retake = useCallback((panel: MyProductPanel) => {
    setShots(({ [panel]: _dropped, ...rest }) => rest);
  }, []);

  /** The photos read again in another language (the shopper said the pack's language at the check step). */
  const readAgain = async (lang: LabelLanguageCode) => {
    setLanguage(lang);
    for (const panel of ['ingredients', 'nutrition'] as const) {
      const shot = shots[panel];
      if (shot) await read(panel, shot.file, lang);
    }
  };

  const readings: Readings = { ingredients: shots.ingredients?.reading, nutrition: shots.nutrition?.reading };

  return {
    shots,
    /** The panel being read now, if any. */
    reading,
    language,
    setLanguage,
    read,
    keepFront: (file: File) => keep('front', file),
    retake,
    readAgain,
    readings,
    draft,
    setDraft,
    /** The review's draft: as the shopper left it, or made from the readings the first time. */
    startReview: () => setDraft((current) => current ?? draftFromReadings(prefill, readings, language || undefined)),
  };
}

/** A panel read again after the review was started: its part of the draft is replaced, the rest stays as typed. */
function withReading(draft: ReviewDraft, result: LabelReading): ReviewDraft {
  if (result.panel === 'ingredients') {
    return result.ingredients ? { ...draft, ingredients: result.ingredients.text } : draft;
  }
  return result.nutrition ? { ...draft, table: tableFromNutrition(result.nutrition) } : draft;
}
