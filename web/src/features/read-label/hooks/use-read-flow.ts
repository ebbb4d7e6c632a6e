import type { LabelLanguageCode, LabelReading, MyProductPanel } from '@clearcart/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { TOAST_ERROR_MS } from '../../../config/constants.ts';
import { errorDescription } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { readPanel } from '../api/read-panel.ts';
import { draftFromReadings, type Prefill, type Readings, type ReviewDraft } from '../lib/draft.ts';
import { tableFromNutrition } from '../lib/nutrition-table.ts';
import { t } from '../../../i18n/i18n.ts';

/** A photo taken for a step, its preview, and what the server read on it. */
export interface Shot {
  file: File;
  url: string;
  reading?: LabelReading;
  /** Taken offline: kept, and read when the network is back. */
  waiting?: boolean;
}

/** What reading a photo came to: what was read, kept to be read back online, or nothing (the shopper was told why). */
export type ReadOutcome = LabelReading | 'waiting' | null;

export type Shots = Partial<Record<MyProductPanel, Shot>>;

/** Every panel photographed is read: the list, the table, and the front's words (its claims are checked). */
const PANELS: readonly MyProductPanel[] = ['ingredients', 'nutrition', 'front'];

/**
 * The guided capture's state: the photos of each panel and what was read on them, the pack's language, and the review
 * draft once the shopper gets to it (a panel read again later updates its part of the draft, the rest stays as typed).
 */
export function useReadFlow(prefill: Prefill) {
  const [shots, setShots] = useState<Shots>({});
  const [reading, setReading] = useState<MyProductPanel | null>(null);
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

  const keep = useCallback((panel: MyProductPanel, file: File, result?: LabelReading | 'waiting') => {
    setShots((current) => {
      // The same photo read later keeps its preview.
      const url = current[panel]?.file === file ? current[panel].url : URL.createObjectURL(file);
      urls.current.add(url);
      const outcome = result === 'waiting' ? { waiting: true } : result ? { reading: result } : {};
      return { ...current, [panel]: { file, url, ...outcome } };
    });
  }, []);

  /**
   * Reads a panel's photo, in the pack's language when one was chosen or found on the other panel. Offline, the photo
   * is kept and read when the network is back (what was typed meanwhile stays). Resolves to what was read, 'waiting',
   * or null when it could not be read (the shopper is told why).
   */
  const read = useCallback(
    async (panel: MyProductPanel, file: File, lang = language, queued = false): Promise<ReadOutcome> => {
      if (!navigator.onLine) return keepForLater(panel, file);
      setReading(panel);
      try {
        const result = await readPanel(file, panel, lang || found.current || undefined);
        found.current = result.language ?? found.current;
        keep(panel, file, result);
        setDraft((current) => current && withReading(current, result, queued));
        return result;
      } catch (error) {
        // The network went while the photo was on its way.
        if (!navigator.onLine) return keepForLater(panel, file);
        logger.warn('The panel could not be read', error);
        // A kept photo the server could not read waits no longer (else it would be sent again and again).
        if (queued) keep(panel, file);
        notify({
          status: 'error',
          title: t('read.couldNotRead'),
          description: errorDescription(error, t('read.readFailed')),
          duration: TOAST_ERROR_MS,
        });
        return null;
      } finally {
        setReading(null);
      }

      function keepForLater(panel: MyProductPanel, file: File): 'waiting' {
        keep(panel, file, 'waiting');
        notify({ status: 'info', title: t('read.keptOffline'), description: t('read.keptOfflineWhy') });
        return 'waiting';
      }
    },
    [keep, language],
  );

  // Back online: the photos kept meanwhile are read, one at a time (each one done, the next one's turn).
  const [readingKept, setReadingKept] = useState(false);
  useEffect(() => {
    const panel = PANELS.find((p) => shots[p]?.waiting);
    const file = panel && shots[panel]?.file;
    if (!panel || !file || readingKept) return;
    const readNow = () => {
      setReadingKept(true);
      void read(panel, file, language, true).finally(() => setReadingKept(false));
    };
    if (navigator.onLine) return readNow();
    window.addEventListener('online', readNow, { once: true });
    return () => window.removeEventListener('online', readNow);
  }, [shots, read, language, readingKept]);

  const retake = useCallback((panel: MyProductPanel) => {
    setShots(({ [panel]: _dropped, ...rest }) => rest);
  }, []);

  /** The photos read again in another language (the shopper said the pack's language at the check step). */
  const readAgain = async (lang: LabelLanguageCode) => {
    setLanguage(lang);
    for (const panel of PANELS) {
      const shot = shots[panel];
      if (shot) await read(panel, shot.file, lang);
    }
  };

  const readings: Readings = {
    ingredients: shots.ingredients?.reading,
    nutrition: shots.nutrition?.reading,
    front: shots.front?.reading,
  };

  return {
    shots,
    /** The panel being read now, if any. */
    reading,
    language,
    setLanguage,
    read,
    retake,
    readAgain,
    readings,
    draft,
    setDraft,
    /** The review's draft: as the shopper left it, or made from the readings the first time. */
    startReview: () => setDraft((current) => current ?? draftFromReadings(prefill, readings, language || undefined)),
  };
}

/**
 * A panel read after the review was started: its part of the draft is replaced, the rest stays as typed. A photo kept
 * offline and read later fills only what the shopper has not typed meanwhile.
 */
function withReading(draft: ReviewDraft, result: LabelReading, onlyEmpty = false): ReviewDraft {
  if (result.panel === 'front') {
    if (onlyEmpty && draft.front.some((line) => line.trim() !== '')) return draft;
    return result.front ? { ...draft, front: result.front.lines } : draft;
  }
  if (result.panel === 'ingredients') {
    if (onlyEmpty && draft.ingredients.trim() !== '') return draft;
    return result.ingredients ? { ...draft, ingredients: result.ingredients.text } : draft;
  }
  const typed = Object.values(draft.table.figures).some((value) => value?.trim()) || draft.table.sodium?.trim();
  if (onlyEmpty && typed) return draft;
  return result.nutrition ? { ...draft, table: tableFromNutrition(result.nutrition) } : draft;
}
