import type { ProviderSettings } from '../providers/index.ts';
import type { RecallProvider } from '../providers/recalls/common.ts';
import { FsaAlertsProvider } from '../providers/recalls/fsa.ts';
import { OpenFdaProvider } from '../providers/recalls/openfda.ts';
import { RappelConsoProvider } from '../providers/recalls/rappel-conso.ts';
import { SafetyGateProvider } from '../providers/recalls/safety-gate.ts';

/** The recall registers the settings turn on, read by this process unless `pollRecalls` is false. */
export function recallProviders(providers: ProviderSettings): RecallProvider[] {
  const r = providers.recalls;
  if (!r || providers.pollRecalls === false) return [];
  const http = { timeoutMs: 15_000, retries: 1, maxBytes: 8 * 1024 * 1024, ...providers.http?.recalls };
  return [
    r.rappelConsoUrl && new RappelConsoProvider(r.rappelConsoUrl, http, providers.now),
    r.fsaAlertsUrl && new FsaAlertsProvider(r.fsaAlertsUrl, http, providers.now),
    r.openFdaUrl && new OpenFdaProvider(r.openFdaUrl, http, providers.now),
    r.safetyGateUrl && new SafetyGateProvider(r.safetyGateUrl, http, providers.now),
  ].filter((p): p is Exclude<typeof p, '' | undefined> => Boolean(p));
}
