import type { MyProductPanel, ShopperFacts } from '@clearcart/contracts';
import { detectLanguage } from '@clearcart/label';
import { WriteRefused, type OpenFoodFactsWriter } from '../providers/open-food-facts-write.ts';
import type { ClaimedUpload, MyProductRepository } from '../store/repositories/my-product-repository.ts';

export interface ShareQueueOptions {
  /** The wait after a first failed try; doubled after each further one (default 1 minute). */
  retryBaseMs?: number;
  /** The longest wait between two tries (default 6 hours): a queued upload is tried until it is taken. */
  retryMaxMs?: number;
  /** How often the store is looked at for uploads another instance queued (default 1 minute). */
  pollMs?: number;
  /** How long a claim holds the upload (default 10 minutes): longer than all its requests may take. */
  leaseMs?: number;
  /** False: the loop is not started with the app (tests send by calling `run`). */
  autoStart?: boolean;
  log?: (message: string, error?: unknown) => void;
}

/** The photos in the order Open Food Facts' own apps send them: the front first, then the panels. */
const PANEL_ORDER: readonly MyProductPanel[] = ['front', 'ingredients', 'nutrition'];

/** The pack's language: the one the shopper gave, else the one the ingredient list's words show. */
export const packLanguage = (facts: ShopperFacts): string | undefined =>
  facts.language ?? (facts.ingredients_text ? detectLanguage(facts.ingredients_text)?.language : undefined);

/**
 * Sends queued uploads to Open Food Facts, one at a time, from the durable record in the store: the product's fields,
 * then each photo, each step recorded as it is taken, so a retry sends only what is missing. A failed try is tried
 * again later, each wait twice the one before (up to `retryMaxMs`), until Open Food Facts takes it or refuses it for
 * good. Uploads queued before a restart are sent after it; a claim (lease) keeps two instances of one store from
 * sending the same upload at once.
 */
export class ShareQueue {
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  readonly autoStart: boolean;
  private readonly log: (message: string, error?: unknown) => void;
  private started = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  /** The run under way (runs never overlap in one instance), and whether another is wanted after it. */
  private running: Promise<void> = Promise.resolve();
  private next: Promise<void> | undefined;
  /** Uploads being sent now, so deleting the product or stopping the app cuts their request short. */
  private readonly inFlight = new Map<string, AbortController>();

  constructor(
    private readonly repository: MyProductRepository,
    private readonly writer: OpenFoodFactsWriter,
    options: ShareQueueOptions = {},
  ) {
    this.retryBaseMs = options.retryBaseMs ?? 60_000;
    this.retryMaxMs = options.retryMaxMs ?? 6 * 60 * 60_000;
    this.pollMs = options.pollMs ?? 60_000;
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
    this.autoStart = options.autoStart ?? true;
    this.log = options.log ?? (() => undefined);
  }

  /** Starts the loop: what is due now is sent at once, the rest when it falls due. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    void this.run();
  }

  /** Stops the loop; a request under way is cut short (its upload is tried again after the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const controller of this.inFlight.values()) controller.abort();
    await this.running;
  }

  /** A share was just queued: send it now if the loop runs. */
  wake(): void {
    if (this.started && !this.stopped) void this.run();
  }

  /** The product was deleted: an upload of it under way stops (its record went with it). */
  cancel(productId: string): void {
    this.inFlight.get(productId)?.abort();
  }

  /** Sends every upload due now, after the run under way; resolves when done (tests wait on it). */
  run(): Promise<void> {
    this.next ??= this.running.then(async () => {
      this.next = undefined;
      await this.sendDue().catch((error: unknown) => this.log('share queue: a run failed', error));
    });
    this.running = this.next;
    return this.next;
  }

  /** The wait before try `attempts + 1`: base, 2·base, 4·base … up to the maximum. */
  delayAfter(attempts: number): number {
    return Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  }

  private async sendDue(): Promise<void> {
    clearTimeout(this.timer);
    while (!this.stopped) {
      const upload = await this.repository.claimDue(this.leaseMs);
      if (!upload) break;
      await this.send(upload);
    }
    if (this.started && !this.stopped) {
      const due = await this.repository.nextDue();
      const wait = due ? Math.min(this.pollMs, Math.max(0, due.getTime() - Date.now())) : this.pollMs;
      this.timer = setTimeout(() => void this.run(), wait);
      this.timer.unref();
    }
  }

  private async send(upload: ClaimedUpload): Promise<void> {
    const controller = new AbortController();
    this.inFlight.set(upload.productId, controller);
    const { signal } = controller;
    try {
      const product = await this.repository.forUpload(upload.productId);
      if (!product) return; // deleted meanwhile: its record went with it
      const { facts, photos } = product;
      if (!facts.gtin) throw new WriteRefused('The product has no barcode any more: add it to share the product', true);
      if (facts.kind !== 'food' && facts.kind !== 'beverage') {
        throw new WriteRefused('Open Food Facts takes food and drinks only', true);
      }
      const language = packLanguage(facts);
      const done = new Set(upload.stepsDone);
      if (!done.has('fields')) {
        await this.writer.saveProduct({ gtin: facts.gtin, facts, language }, signal);
        await this.repository.stepDone(upload, 'fields');
      }
      const ordered = [...photos].sort((a, b) => PANEL_ORDER.indexOf(a.panel) - PANEL_ORDER.indexOf(b.panel));
      for (const photo of ordered) {
        if (done.has(`image:${photo.panel}`)) continue;
        await this.writer.uploadImage(facts.gtin, photo.panel, language, photo.image, signal);
        await this.repository.stepDone(upload, `image:${photo.panel}`);
      }
      await this.repository.sent(upload, this.writer.productUrl(facts.gtin));
    } catch (error) {
      const final = error instanceof WriteRefused && error.final;
      const reason = signal.aborted
        ? 'Interrupted before Open Food Facts answered; it will be tried again'
        : error instanceof Error
          ? error.message
          : String(error);
      this.log(`share queue: upload of ${upload.productId} failed (try ${upload.attempts})`, error);
      // After a deletion the record is gone and this changes nothing; after a stop the next start tries again.
      await this.repository.failed(
        upload,
        reason,
        final ? 'final' : signal.aborted ? 0 : this.delayAfter(upload.attempts),
      );
    } finally {
      this.inFlight.delete(upload.productId);
    }
  }
}
