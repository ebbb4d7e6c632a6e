import type { RecallNotice, RecallSource } from '@clearcart/contracts';
import { matchRecall } from '@clearcart/engine';
import type { ProviderLog } from '../providers/index.ts';
import type { RecallProvider } from '../providers/recalls/common.ts';
import type { RecallRepository, StoredMatch } from '../store/repositories/recall-repository.ts';

/** Told when a recall concerns an account's product (Web Push, when the account allowed it). */
export interface RecallAlerter {
  alert(uid: string, notice: RecallNotice, productId: string): Promise<void>;
}

export interface RecallPollOptions {
  /** How often each register is read. */
  pollMs: number;
  /** Time allowed for one register's read (a register offline fails at once; a slow one stops here). */
  pollTimeoutMs?: number;
  log?: ProviderLog;
}

export interface PollReport {
  source: RecallSource;
  read: number;
  changed: number;
  matched: number;
  notified: number;
  error?: string;
}

/** What the report and the lists say of one product: its recalls, and when the registers were last read. */
export interface ProductRecalls {
  active: StoredMatch[];
  ended: StoredMatch[];
  /** The oldest last successful read among the registers configured; null when none has been read yet. */
  checkedAt: string | null;
}

/**
 * Reads the registers on a schedule (incremental from each one's cursor, idempotent by notice id), matches new and
 * changed notices to the catalog, and tells the accounts holding a matched product, once.
 */
export class RecallService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    readonly repository: RecallRepository,
    private readonly providers: readonly RecallProvider[] = [],
    private readonly options: RecallPollOptions = { pollMs: 3_600_000 },
    private readonly alerter?: RecallAlerter,
  ) {}

  /** True when this process reads registers (the app on the embedded store, the worker on PostgreSQL). */
  get polls(): boolean {
    return this.providers.length > 0;
  }

  /** The sources this process reads. */
  get sources(): RecallSource[] {
    return this.providers.map((p) => p.source);
  }

  /** Reads every register now (one that fails leaves the others read) and returns what each gave. */
  async pollOnce(): Promise<PollReport[]> {
    return Promise.all(this.providers.map((p) => this.pollSource(p)));
  }

  private async pollSource(provider: RecallProvider): Promise<PollReport> {
    const report: PollReport = { source: provider.source, read: 0, changed: 0, matched: 0, notified: 0 };
    const claim = await this.repository.claimPoll(provider.source, this.options.pollMs);
    if (!claim) return report; // read by another process this period
    try {
      const { notices, cursor } = await provider.changedSince(
        claim.cursor,
        AbortSignal.timeout(this.options.pollTimeoutMs ?? 60_000),
      );
      report.read = notices.length;
      for (const notice of notices) {
        if (!(await this.repository.upsert(notice))) continue;
        report.changed++;
        const made = await this.match(notice);
        report.matched += made.length;
        if (notice.status !== 'active') continue;
        for (const { productId, match } of made) {
          const told = await this.repository.notifyHolders(notice, productId, match.certainty);
          report.notified += told.length;
          for (const { uid } of told)
            await this.alerter
              ?.alert(uid, notice, productId)
              .catch((error: unknown) => this.options.log?.('push', error));
        }
      }
      await this.repository.pollDone(provider.source, { cursor });
    } catch (error) {
      // Offline or a register down: said once in the log, tried again next period.
      report.error = error instanceof Error ? error.message : String(error);
      await this.repository.pollDone(provider.source, { error: report.error });
      this.options.log?.(`recalls: ${provider.authority} not read`, error);
    }
    return report;
  }

  /** Matches a notice to the catalog: GTIN exact, else brand + name + quantity scored; never a guess below POSSIBLY. */
  async match(notice: RecallNotice) {
    const candidates = await this.repository.candidates(notice);
    const made = candidates.flatMap((product) => {
      const match = matchRecall(notice, product);
      return match ? [{ productId: product.id, match }] : [];
    });
    await this.repository.setMatches(notice, made);
    return made;
  }

  /** The recalls of one product, active ones first in their own list, and when the registers were last read. */
  async forProduct(productId: string): Promise<ProductRecalls> {
    const [matches, checkedAt] = await Promise.all([this.repository.forProducts([productId]), this.checkedAt()]);
    return {
      active: matches.filter((m) => m.notice.status === 'active'),
      ended: matches.filter((m) => m.notice.status !== 'active'),
      checkedAt,
    };
  }

  /** Every active recall matched to a product (the newest `limit`), and when the registers were last read. */
  async active(limit: number): Promise<{ matches: StoredMatch[]; checkedAt: string | null }> {
    const [matches, checkedAt] = await Promise.all([this.repository.active(limit), this.checkedAt()]);
    return { matches, checkedAt };
  }

  /** Of these products, those with an active recall, and how sure the match is. */
  async activeFor(productIds: readonly string[]): Promise<Map<string, StoredMatch>> {
    const out = new Map<string, StoredMatch>();
    for (const m of await this.repository.forProducts(productIds)) {
      if (m.notice.status !== 'active') continue;
      const kept = out.get(m.productId);
      if (!kept || (kept.certainty === 'possibly' && m.certainty === 'this-product')) out.set(m.productId, m);
    }
    return out;
  }

  /** The last successful read of the registers (the oldest of them), or null before any. */
  async checkedAt(): Promise<string | null> {
    const polls = await this.repository.polls();
    const read = polls.map((p) => p.succeededAt).filter((t): t is string => t !== null);
    if (read.length === 0) return null;
    return read.sort()[0] ?? null;
  }

  /** Polls now, then every period, until stopped; a poll never overlaps the previous one. */
  start(): void {
    if (!this.polls || this.timer || this.stopped) return;
    const tick = () => {
      this.running = this.pollOnce()
        .catch((error: unknown) => this.options.log?.('recalls: poll', error))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
