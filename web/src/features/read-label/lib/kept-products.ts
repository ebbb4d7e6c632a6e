import type { ProductResponse, ShopperFacts } from '@clearcart/contracts';
import { MAX_READ_PRODUCTS, READ_PRODUCTS_STORAGE_KEY } from '../../../config/constants.ts';
import { localId } from '../../../lib/local-id.ts';
import { logger } from '../../../lib/logger.ts';

/**
 * A product read from its package and kept on this device (signed out): the facts the shopper confirmed, and the last
 * report made of them, so it shows again with no network.
 */
export interface KeptProduct {
  id: string;
  facts: ShopperFacts;
  created_at: string;
  updated_at: string;
  report?: ProductResponse;
}

/** A light check (the schema library stays out of the frame's bundle, which clears this store on sign-out). */
function isKept(value: unknown): value is KeptProduct {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Record<string, unknown>;
  const facts = kept.facts as Record<string, unknown> | null | undefined;
  return (
    typeof kept.id === 'string' &&
    typeof kept.created_at === 'string' &&
    typeof kept.updated_at === 'string' &&
    typeof facts === 'object' &&
    facts !== null &&
    typeof facts.name === 'string' &&
    typeof facts.kind === 'string'
  );
}

const stored = (): string | null => {
  try {
    return localStorage.getItem(READ_PRODUCTS_STORAGE_KEY);
  } catch {
    return null;
  }
};

const NO_PRODUCTS: KeptProduct[] = [];
/** None kept: what a page drawn ahead by the server shows, until it is live. */
export const noKeptProducts = (): KeptProduct[] => NO_PRODUCTS;

function read(raw: string | null = stored()): KeptProduct[] {
  if (raw === null) return NO_PRODUCTS; // the server's snapshot: adopting a drawn page re-renders nothing for it
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter(isKept);
  } catch (error) {
    logger.warn('Ignoring unreadable read products on this device', error);
  }
  return [];
}

const listeners = new Set<() => void>();
/** The products as last read, and the text they were read from: another tab may change it. */
let snapshot: { raw: string | null; products: KeptProduct[] } | null = null;

function write(products: KeptProduct[]): void {
  try {
    if (products.length === 0) localStorage.removeItem(READ_PRODUCTS_STORAGE_KEY);
    else localStorage.setItem(READ_PRODUCTS_STORAGE_KEY, JSON.stringify(products.slice(0, MAX_READ_PRODUCTS)));
  } catch (error) {
    // A full storage: the reports (the larger part) go first, the facts stay.
    try {
      localStorage.setItem(
        READ_PRODUCTS_STORAGE_KEY,
        JSON.stringify(products.slice(0, MAX_READ_PRODUCTS).map(({ report: _report, ...kept }) => kept)),
      );
    } catch {
      logger.warn('Could not keep the read products on this device', error);
    }
  }
  snapshot = null;
  for (const listener of listeners) listener();
}

/** The read products kept on this device, newest first (the same array until they change). */
export function keptProducts(): KeptProduct[] {
  const raw = stored();
  if (snapshot?.raw !== raw) snapshot = { raw, products: read(raw) };
  return snapshot.products;
}

export function findKept(id: string): KeptProduct | undefined {
  return keptProducts().find((p) => p.id === id);
}

/** Keeps a newly read product first; resolves to it (with its id). */
export function keepProduct(facts: ShopperFacts, report?: ProductResponse, now = new Date()): KeptProduct {
  const at = now.toISOString();
  const kept: KeptProduct = { id: localId(), facts, created_at: at, updated_at: at, ...(report ? { report } : {}) };
  write([kept, ...read()]);
  return kept;
}

/** New facts for a kept product (its old report goes: it was of the old facts). */
export function updateKept(id: string, facts: ShopperFacts, report?: ProductResponse, now = new Date()): void {
  write(
    read().map((p) =>
      p.id === id
        ? { id, facts, created_at: p.created_at, updated_at: now.toISOString(), ...(report ? { report } : {}) }
        : p,
    ),
  );
}

/** The latest report of a kept product's facts, to show it again offline. */
export function keepReport(id: string, report: ProductResponse): void {
  const products = read();
  if (!products.some((p) => p.id === id)) return;
  write(products.map((p) => (p.id === id ? { ...p, report } : p)));
}

export function removeKept(id: string): void {
  write(read().filter((p) => p.id !== id));
}

/** Signing out (app/forget-shopper.ts), or once they moved into the account: the device keeps none. */
export function clearKeptProducts(): void {
  write([]);
}

/** Called on every change, made here or in another tab. */
export function subscribeKept(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === READ_PRODUCTS_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Whether an id is of a product kept on the device (`local-…`) rather than in the account (a uuid). */
export const isDeviceId = (id: string): boolean => id.startsWith('local-');
