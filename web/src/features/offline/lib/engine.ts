import type { InterfaceLanguage, ProductFacts, ProductResponse } from '@clearcart/contracts';

/** What the offline chunk offers (engine/device-engine.ts), loaded on first use. */
export interface DeviceEngine {
  /** The reports in `language`, as the server writes them for that Accept-Language (its words loaded on first use). */
  basicReport(facts: ProductFacts, language: InterfaceLanguage): Promise<ProductResponse>;
  completeReport(facts: ProductFacts, body: unknown, language: InterfaceLanguage): Promise<ProductResponse>;
  /** The engine and knowledge version, as a pack's header names it. */
  version(): Promise<string>;
}

const VERSION_KEY = 'clearcart.offline.engine';

let loading: Promise<DeviceEngine> | null = null;

/**
 * The engine and knowledge, in their own chunk (about 950 KB with brotli): loaded only once the shopper uses offline
 * products. Hashing the knowledge takes a moment on a phone, so its version is kept per build of the chunk.
 */
export function loadEngine(): Promise<DeviceEngine> {
  loading ??= import('../engine/device-engine.ts').then((chunk) => {
    let version: Promise<string> | null = null;
    return {
      basicReport: async (facts, language) => chunk.basicReport(facts, await chunk.speechIn(language)),
      completeReport: async (facts, body, language) =>
        chunk.completeReport(facts, body, await chunk.speechIn(language)),
      version: () => (version ??= rememberedVersion(chunk.build, chunk.engineVersion)),
    };
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

async function rememberedVersion(build: string, compute: () => Promise<string>): Promise<string> {
  try {
    const saved = JSON.parse(localStorage.getItem(VERSION_KEY) ?? 'null') as { build: string; version: string } | null;
    if (saved?.build === build) return saved.version;
  } catch {
    // unreadable: computed again below
  }
  const version = await compute();
  try {
    localStorage.setItem(VERSION_KEY, JSON.stringify({ build, version }));
  } catch {
    // storage blocked: computed again next time
  }
  return version;
}
