import type { EmulatorUser } from './auth-emulator.ts';

/** What one shopper wrote: preference versions and history views, acknowledged (200) or sent and unanswered. */
interface Writes {
  user: EmulatorUser;
  /** The last preference version the server acknowledged, and the versions sent that got no answer. */
  prefAcked: number;
  prefUnanswered: number[];
  next: number;
  historyAcked: Set<string>;
}

/** The acknowledged writes at one moment: what a store restored from a snapshot taken after it must hold. */
export type AckedState = Map<string, { pref: number; history: Set<string> }>;

/**
 * Shoppers writing their preferences (a new version each time) and history (views of `productIds`) as fast as the
 * server answers, or `pauseMs` apart, each keeping what was acknowledged, so a test can check that no acknowledged write
 * was lost.
 */
export class Shoppers {
  private readonly writes: Writes[];
  private running: Promise<void>[] = [];
  private stopping = false;
  /** Answers other than 200, and 503 from a server shutting down: each one a failure of the test. */
  readonly failures: string[] = [];

  constructor(
    users: EmulatorUser[],
    private readonly productIds: string[],
    /** Each shopper's pause between two writes: none writes as fast as the server answers. */
    private readonly pauseMs = 0,
  ) {
    this.writes = users.map((user) => ({ user, prefAcked: 0, prefUnanswered: [], next: 0, historyAcked: new Set() }));
  }

  /** Acknowledged writes so far. */
  get acknowledged(): number {
    return this.writes.reduce((sum, w) => sum + w.prefAcked + w.historyAcked.size, 0);
  }

  /** The acknowledged state now (for a snapshot's check). */
  snapshot(): AckedState {
    return new Map(this.writes.map((w) => [w.user.uid, { pref: w.prefAcked, history: new Set(w.historyAcked) }]));
  }

  /**
   * Starts every shopper writing to `base`; a refused connection (the server gone) ends that shopper's loop. `pauseMs`,
   * for this round only, overrides the pause given to the constructor.
   */
  start(base: string, pauseMs = this.pauseMs): void {
    this.stopping = false;
    this.running = this.writes.map(async (w, i) => {
      const headers = { authorization: `Bearer ${w.user.idToken}`, 'content-type': 'application/json' };
      while (!this.stopping) {
        const version = ++w.next;
        const product = this.productIds[(version + i) % this.productIds.length] ?? '';
        try {
          if (version % 2 === 0) {
            w.prefUnanswered.push(version);
            const response = await fetch(`${base}/api/preferences`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ health: { avoid_ingredients: [`v${version}`] } }),
            });
            if (response.status !== 200) return this.refused(response, 'preferences');
            w.prefAcked = version;
            w.prefUnanswered = [];
          } else {
            const response = await fetch(`${base}/api/history`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ product_id: product }),
            });
            if (response.status !== 200) return this.refused(response, 'history');
            w.historyAcked.add(product);
          }
        } catch {
          return; // the server went away mid-request: that write is unanswered, not acknowledged
        }
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    });
  }

  /** A write not acknowledged: a server shutting down says 503 (that shopper stops), anything else is a failure. */
  private refused(response: Response, what: string): void {
    if (response.status !== 503) this.failures.push(`${what} answered ${response.status}`);
  }

  /** Stops writing and waits for every shopper's last request to end. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  /**
   * Reads every shopper's data back from `base`; returns the lost writes (none means every acknowledged write, or
   * every one acknowledged by `since`, is there). A preference write that was sent but never answered may have
   * landed: then it is the acknowledged one from here on.
   */
  async lost(base: string, since?: AckedState): Promise<string[]> {
    const lost: string[] = [...this.failures];
    for (const w of this.writes) {
      const headers = { authorization: `Bearer ${w.user.idToken}` };
      const prefs = (await readBack(`${base}/api/preferences`, headers)) as {
        health?: { avoid_ingredients?: string[] };
      };
      const stored = Number((prefs.health?.avoid_ingredients?.[0] ?? 'v0').slice(1));
      const history = (await readBack(`${base}/api/history`, headers)) as { entries: { product_id: string }[] };
      const viewed = new Set(history.entries.map((e) => e.product_id));
      const expected = since?.get(w.user.uid) ?? { pref: w.prefAcked, history: w.historyAcked };
      if (since ? stored < expected.pref : stored !== w.prefAcked && !w.prefUnanswered.includes(stored)) {
        lost.push(`${w.user.uid}: preferences v${expected.pref} acknowledged, v${stored} read`);
      }
      if (!since && stored !== w.prefAcked) w.prefAcked = stored;
      w.prefUnanswered = [];
      for (const id of expected.history) if (!viewed.has(id)) lost.push(`${w.user.uid}: view of ${id} missing`);
    }
    return lost;
  }
}

/** A shopper's data read back; a refusal is said with its status and body, not left to fail as a missing field. */
async function readBack(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}
