import type { Preferences } from '@clearcart/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { preferencesQueryOptions } from '../features/preferences/api/get-preferences.ts';
import { startEvaluation } from '../features/product/api/evaluate-product.ts';
import { productQueryOptions } from '../features/product/api/get-product.ts';

/**
 * A product just found (a scan, a search): its basic data and its evaluation are asked for before its report opens,
 * so the report draws once, with its data, instead of a skeleton first and the data a moment later. The report's own
 * queries take both answers (the same basic-data query; the evaluation made for the same preferences, the shopper's
 * own as the report reads them). `uid`: whose preferences, `undefined` while the sign-in state is not known (the
 * report then asks for its evaluation itself). Resolves once the basic data is in, or has failed (the report then
 * shows the failure itself).
 */
export async function askReport(queryClient: QueryClient, id: string, uid: string | null | undefined): Promise<void> {
  if (uid !== undefined) {
    const evaluate = (loaded: { saved: boolean; preferences: Preferences }) =>
      startEvaluation(id, loaded.saved ? loaded.preferences : null);
    // Asked first when the preferences are at hand: on a device answering offline, the evaluation is then made
    // before the basic data, and the report opens with both.
    const options = preferencesQueryOptions(uid);
    const known = queryClient.getQueryData(options.queryKey);
    if (known) evaluate(known);
    else
      queryClient
        .fetchQuery(options)
        .then(evaluate)
        .catch(() => {});
  }
  await queryClient.prefetchQuery(productQueryOptions(id));
}
