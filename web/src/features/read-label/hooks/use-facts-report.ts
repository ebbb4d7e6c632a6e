import type { Preferences, ProductResponse, ShopperFacts } from '@clearcart/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { factsReportQueryOptions } from '../api/evaluate-facts.ts';
import { keepReport } from '../lib/kept-products.ts';
import type { ReadProduct } from './use-read-products.ts';
import { t } from '../../../i18n/i18n.ts';

const NO_FACTS = { kind: 'food', name: '-', ingredients_text: '-' } satisfies ShopperFacts;

export interface FactsReport {
  response: ProductResponse | undefined;
  isLoading: boolean;
  error: Error | null;
  /** The report shown is the one kept on the device when it was last made (no network now). */
  keptCopy: boolean;
}

/**
 * The report of a read product's facts for the shopper's preferences (POST /products/evaluate-facts). A product kept
 * on the device keeps its latest report, and shows it when no new one can be made (offline).
 */
export function useFactsReport(product: ReadProduct | undefined, preferences: Preferences | null, ready: boolean) {
  const query = useQuery({
    ...factsReportQueryOptions(product?.facts ?? NO_FACTS, preferences),
    enabled: product !== undefined && ready,
  });
  const deviceId = product?.kept === 'device' ? product.id : null;
  useEffect(() => {
    if (deviceId && query.data) keepReport(deviceId, query.data);
  }, [deviceId, query.data]);
  const kept = query.isError ? product?.report : undefined;
  const response = query.data ?? kept;
  const error = query.error && !navigator.onLine ? new Error(t('read.reportNeedsNetwork')) : query.error;
  return {
    response,
    isLoading: !response && (product === undefined || !ready || query.isPending),
    error: response ? null : error,
    keptCopy: query.data === undefined && kept !== undefined,
  } satisfies FactsReport;
}
