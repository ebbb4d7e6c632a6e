import type { Preferences, ProductResponse, Ratings } from '@clearcart/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { takeCapturedPhoto } from '../../../lib/captured-photo.ts';
import { readIdentification, type Identification } from '../../../lib/identification.ts';
import { useEvaluation } from '../api/evaluate-product.ts';
import { withReadQueryOptions, type PackRead } from '../api/evaluate-with-read.ts';
import { useProduct } from '../api/get-product.ts';
import { useProductImage } from '../api/get-product-image.ts';
import { extractRatings, productName } from '../lib/product-response.ts';

let visitCounter = 0;

/** The query's key while no read completes the report (the query is then disabled). */
const NO_READ: PackRead = { facts: { kind: 'food', name: '-', ingredients_text: '-' }, read_on: '1970-01-01' };

export interface ProductReportState {
  product: ProductResponse | undefined;
  isLoading: boolean;
  error: Error | null;
  /** Ratings of the evaluation when it arrived, else those of the basic data. */
  ratings: Partial<Ratings> | undefined;
  evaluation: ProductResponse | undefined;
  evaluating: boolean;
  evaluationFailed: boolean;
  evaluationError: Error | null;
  retryEvaluation(): void;
  capturedPhoto: string | null;
  /** How the shopper found the product (identify call), when this tab holds it. */
  identification: Identification | null;
  image: { data: ReturnType<typeof useProductImage>['data']; isLoading: boolean };
}

/**
 * The state of a report whose full response comes in one piece, already evaluated (a product read from its package:
 * POST /products/evaluate-facts): no basic data first, no picture to look up; `photo` is the shopper's own.
 */
export function reportOf(
  response: ProductResponse | undefined,
  { isLoading, error, photo = null }: { isLoading: boolean; error: Error | null; photo?: string | null },
): ProductReportState {
  return {
    product: response,
    isLoading: isLoading && !response,
    error: response ? null : error,
    ratings: extractRatings(response),
    evaluation: response,
    evaluating: false,
    evaluationFailed: false,
    evaluationError: null,
    retryEvaluation: () => undefined,
    capturedPhoto: photo,
    identification: null,
    image: { data: null, isLoading: false },
  };
}

/**
 * What completes the catalog's report for this shopper: what they read from the pack, or `'pending'` while it is not
 * known yet whether they read it (their account's read products on their way); absent when nothing does.
 */
export type CompleteWith = PackRead | 'pending';

/**
 * Product page states: basic data first; the image once it exists (unless a captured
 * photo is held); the evaluation once per visit, replacing the basic ratings when it arrives. With `completeWith`, the
 * evaluation shown is the one completed by the shopper's read (the catalog's own if that one cannot be had).
 */
export function useProductReport(
  id: string,
  preferences: Preferences | null,
  preferencesReady: boolean,
  completeWith?: CompleteWith,
): ProductReportState {
  const [visit] = useState(() => `visit-${++visitCounter}`);
  const [capturedPhoto, setCapturedPhoto] = useState<string | null>(null);
  const [photoChecked, setPhotoChecked] = useState(false);
  const [identification] = useState(() => readIdentification(id));

  useEffect(() => {
    const photo = takeCapturedPhoto(id);
    if (photo) setCapturedPhoto(photo);
    setPhotoChecked(true);
  }, [id]);

  const product = useProduct(id);
  const entity = product.data?.entity;
  // Asked only when the product has a picture on record: without one the answer is known (404), and the page shows
  // the placeholder at once.
  const image = useProductImage(
    entity?.image_url && photoChecked && !capturedPhoto
      ? {
          id: entity.id,
          name: productName(entity),
          brand: entity.brand || undefined,
          category: entity.category || undefined,
        }
      : null,
  );
  const opening = useOpening();
  // Asked beside the basic data, not after it: the scores (the page's largest text) come with the evaluation.
  const evaluation = useEvaluation(id, visit, preferences, { enabled: preferencesReady, opening });
  const read = completeWith === 'pending' ? undefined : completeWith;
  const withRead = useQuery({
    ...withReadQueryOptions(id, visit, read ?? NO_READ, preferences),
    enabled: preferencesReady && read !== undefined,
  });
  // The catalog's own evaluation is shown when nothing completes it, or the completed one cannot be had (offline): the
  // line under the title then offers the shopper's read as before. The catalog's scores never flash first.
  const catalogs = completeWith === undefined || withRead.isError;
  const shown = catalogs ? evaluation.data : withRead.data;
  // The evaluation fills the longest part of the report (the open tab). On the page the app opened on, that work shares
  // the main thread with the app's start: it is drawn in slices that let the browser paint and answer taps between
  // them, and the tab shows its spinner until it is. A report opened from within the app is drawn at once: slicing
  // would only make it later.
  const deferred = useDeferredValue(shown);
  const evaluated = opening ? deferred : shown;
  const drawing = shown !== undefined && evaluated !== shown;
  const asking = catalogs
    ? (evaluation.isPending || evaluation.isFetching) && !evaluation.isError
    : withRead.isPending || withRead.isFetching;

  return {
    product: product.data,
    isLoading: product.isPending,
    error: product.error,
    ratings: extractRatings(evaluated) ?? extractRatings(product.data),
    evaluation: evaluated,
    evaluating: Boolean(product.data) && (asking || drawing),
    evaluationFailed: catalogs && evaluation.isError,
    evaluationError: catalogs ? evaluation.error : null,
    retryEvaluation: () => void evaluation.refetch(),
    capturedPhoto,
    identification,
    image,
  };
}

/** The page the app opened on (a link, a reload), not one opened from within the app (a scan): the first location. */
export function useOpening(): boolean {
  return useLocation().key === 'default';
}
