import { randomUUID } from 'node:crypto';
import type { LabelLanguage, Panel } from '@clearcart/label';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { HttpError } from '../errors.ts';
import type { IdentifyResult } from '../identify/identify-image.ts';
import { ImageError, type ImageErrorCode, type PanelText } from '../image/index.ts';
import { currentRequestId } from '../request-context.ts';
import {
  doPhotoJob,
  type PhotoAnswer,
  type PhotoJob,
  type PhotoJobTimes,
  type PhotoReaders,
  type PhotoWork,
  type PhotoWorkStats,
} from './photo-work.ts';

/** pg-boss's queue of photos, in its own schema (`pgboss`) of the primary. */
export const PHOTO_QUEUE = 'photo-work';
/** A worker is told at once of a new photo (it also looks every POLL_MS); the API, of an answer. */
const NEW_CHANNEL = 'clearcart_photo_new';
const DONE_CHANNEL = 'clearcart_photo_done';
/**
 * Each worker's own session is named `clearcart-photo-worker:<pid>:<concurrency>`: the sessions connected say how
 * many photos the workers read at once, and the session holding a job's lock names the process reading it.
 */
export const WORKER_APPLICATION_NAME = 'clearcart-photo-worker';
const POLL_MS = 1_000;
/** Attempts after the first: a photo whose worker died twice is read a third time, then given up. */
const RETRY_LIMIT = 2;
/**
 * A job its worker has held this long is taken from it and tried again even though the worker's session is still
 * open: the backstop for a machine that vanished without closing its connection. A process that dies is noticed at
 * once (its session ends and its job lock with it, see `reap`).
 */
const EXPIRE_SECONDS = 60;
/** A job started this recently is not judged by its lock: the worker takes the lock right after taking the job. */
const LOCK_GRACE_SECONDS = 3;
/** Photos and jobs older than this are of no use to anyone (the API waits seconds): deleted. */
const KEEP_MINUTES = 15;

/** What a job carries; the photo's bytes wait in `photo_inputs` (deleted once read), never in the job. */
interface JobData {
  job: PhotoJob;
  /** The API request the photo came with, so a worker's log lines can be joined to it. */
  requestId?: string;
}

/** A job's answer, as the worker completes it. */
type JobOutput =
  | { ok: true; value: PhotoAnswer; runMs: number }
  | { ok: false; error: { code: ImageErrorCode; message: string }; runMs: number };

interface JobRow {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: JobOutput | null;
}

type Log = (level: 'info' | 'warn' | 'error', fields: Record<string, unknown>, message: string) => void;

/**
 * Runs `work` while this process holds the advisory lock named `key`: set-up that two processes starting at once would
 * race on. pg-boss's queue creation deadlocks when two run it together (each waits on the other's queue row and table).
 */
async function underLock(pool: pg.Pool, key: string, work: (client: pg.PoolClient) => Promise<unknown>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The photos' own table: created by whichever process comes first. */
const ensureInputs = (pool: pg.Pool) =>
  underLock(pool, 'clearcart photo_inputs', (client) =>
    client.query(`CREATE TABLE IF NOT EXISTS photo_inputs (
      id uuid PRIMARY KEY, bytes bytea NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`),
  );

/** pg-boss on the primary, the photo queue created (once, whoever comes first). */
async function startBoss(pool: pg.Pool, url: string, supervise: boolean, log: Log): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: url,
    max: 4,
    schedule: false,
    supervise,
    // The workers expire jobs whose worker vanished, and archive and drop old ones.
    maintenanceIntervalSeconds: 15,
    archiveCompletedAfterSeconds: KEEP_MINUTES * 60,
    deleteAfterSeconds: 60,
  });
  boss.on('error', (error) => log('warn', { err: error }, 'photo queue: pg-boss error'));
  await boss.start();
  await underLock(pool, 'clearcart photo queue', () =>
    boss.createQueue(PHOTO_QUEUE, {
      name: PHOTO_QUEUE,
      retryLimit: RETRY_LIMIT,
      retryDelay: 0,
      expireInSeconds: EXPIRE_SECONDS,
      retentionMinutes: KEEP_MINUTES,
    }),
  );
  return boss;
}

const jobStates = (pool: pg.Pool, ids: readonly string[]) =>
  pool.query<JobRow>('SELECT id, state, output FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[])', [
    PHOTO_QUEUE,
    ids,
  ]);

const FINAL = new Set<JobRow['state']>(['completed', 'cancelled', 'failed']);
const BUSY = 'We are reading many photos right now. Please try again in a moment.';

/**
 * The API's side of the queue: a photo becomes a job, the API waits (within `waitMs`) for the first worker to
 * answer it. Beyond `queueMax` photos waiting, a new one is refused with 429 and a Retry-After from the recent pace.
 */
export class QueuedPhotoWork implements PhotoWork {
  readonly mode = 'queue' as const;
  onJob?: (times: PhotoJobTimes) => void;
  private readonly waiters = new Map<string, (row: JobRow) => void>();
  private listener?: pg.Client;
  private readonly poller: NodeJS.Timeout;
  private closed = false;
  /** Recent reading time per photo, for Retry-After. */
  private meanRunMs = 2_000;

  private constructor(
    private readonly boss: PgBoss,
    private readonly pool: pg.Pool,
    private readonly url: string,
    private readonly options: { queueMax: number; waitMs: number; log: Log },
  ) {
    // Answers whose notification was missed (the listening session was being replaced) are found by looking.
    this.poller = setInterval(() => void this.poll(), POLL_MS);
    this.poller.unref();
  }

  static async open(url: string, options: { queueMax: number; waitMs: number; log: Log }): Promise<QueuedPhotoWork> {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on('error', () => {});
    await ensureInputs(pool);
    const boss = await startBoss(pool, url, false, options.log);
    const work = new QueuedPhotoWork(boss, pool, url, options);
    await work.listen();
    return work;
  }

  identify(bytes: Uint8Array): Promise<IdentifyResult> {
    return this.run(bytes, { kind: 'identify' }) as Promise<IdentifyResult>;
  }

  readPanel(bytes: Uint8Array, panel: Panel, language?: LabelLanguage): Promise<PanelText> {
    return this.run(bytes, { kind: 'panel', panel, ...(language ? { language } : {}) }) as Promise<PanelText>;
  }

  async stats(): Promise<PhotoWorkStats> {
    const { rows } = await this.pool.query<{ waiting: number; running: number; workers: number; capacity: number }>(
      `WITH sessions AS (
         SELECT split_part(application_name, ':', 3)::int AS concurrency FROM pg_stat_activity
          WHERE application_name ~ ('^' || $2 || ':[0-9]+:[0-9]+$'))
       SELECT count(*) FILTER (WHERE state < 'active')::int AS waiting,
              count(*) FILTER (WHERE state = 'active')::int AS running,
              (SELECT count(*)::int FROM sessions) AS workers,
              (SELECT coalesce(sum(concurrency), 0)::int FROM sessions) AS capacity
         FROM pgboss.job WHERE name = $1`,
      [PHOTO_QUEUE, WORKER_APPLICATION_NAME],
    );
    const row = rows[0] ?? { waiting: 0, running: 0, workers: 0, capacity: 0 };
    return { mode: this.mode, ...row };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    await this.listener?.end().catch(() => {});
    await this.boss.stop({ graceful: false, wait: true });
    await this.pool.end();
  }

  private async run(bytes: Uint8Array, job: PhotoJob): Promise<PhotoAnswer> {
    const queued = performance.now();
    const report = (outcome: PhotoJobTimes['outcome'], runMs = 0) =>
      this.onJob?.({ kind: job.kind, outcome, waitMs: performance.now() - queued - runMs, runMs });
    const { waiting, capacity = 0 } = await this.stats();
    if (capacity === 0) {
      report('refused');
      throw new HttpError('busy', 'Photos cannot be read right now. Please try again in a moment.', {
        'retry-after': '30',
      });
    }
    // The line ahead of this photo, at the recent pace, shared by the photos the workers read at once.
    const expectedMs = ((waiting + 1) * this.meanRunMs) / capacity;
    // Refused now with when to come back, rather than taken and answered 503 once the wait runs out.
    if (waiting >= this.options.queueMax || expectedMs > this.options.waitMs) {
      report('refused');
      const seconds = Math.min(60, Math.max(1, Math.ceil((expectedMs - this.options.waitMs / 2) / 1000)));
      throw new HttpError('rate_limited', BUSY, { 'retry-after': String(seconds) });
    }
    const id = randomUUID();
    const answered = new Promise<JobRow>((resolve) => this.waiters.set(id, resolve));
    let timer: NodeJS.Timeout | undefined;
    try {
      await this.pool.query('INSERT INTO photo_inputs (id, bytes) VALUES ($1, $2)', [id, Buffer.from(bytes)]);
      const data: JobData = { job, requestId: currentRequestId() };
      await this.boss.send(PHOTO_QUEUE, data, { id });
      await this.pool.query('SELECT pg_notify($1, $2)', [NEW_CHANNEL, id]);
      const budget = Math.max(0, this.options.waitMs - (performance.now() - queued));
      const row = await Promise.race([
        answered,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budget))),
      ]);
      if (!row) {
        // No worker answered in time: the job is called off (a worker that has it then drops its answer).
        await this.boss.cancel(PHOTO_QUEUE, id);
        report('timed_out');
        throw new HttpError('busy', BUSY, { 'retry-after': '10' });
      }
      // The answer is the shopper's photo's text: not kept once given.
      void this.boss.deleteJob(PHOTO_QUEUE, id).catch(() => {});
      const output = row.output;
      if (row.state !== 'completed' || !output) {
        report('failed');
        throw new HttpError('busy', 'We could not read this photo right now. Please try again in a moment.', {
          'retry-after': '10',
        });
      }
      this.meanRunMs = 0.8 * this.meanRunMs + 0.2 * output.runMs;
      if (!output.ok) {
        report('unreadable', output.runMs);
        throw new ImageError(output.error.code, output.error.message);
      }
      report('done', output.runMs);
      return output.value;
    } finally {
      clearTimeout(timer);
      this.waiters.delete(id);
      void this.pool.query('DELETE FROM photo_inputs WHERE id = $1', [id]).catch(() => {});
    }
  }

  /** A session that hears of answers; replaced a second after it is lost. */
  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    const again = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      setTimeout(() => void this.listen().catch(() => {}), POLL_MS).unref();
    };
    client.on('error', again);
    client.on('end', again);
    client.on('notification', (message) => {
      if (message.payload && this.waiters.has(message.payload)) void this.settle([message.payload]);
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${DONE_CHANNEL}`);
    } catch (error) {
      again();
      throw error;
    }
  }

  private async poll(): Promise<void> {
    if (this.waiters.size > 0) await this.settle([...this.waiters.keys()]).catch(() => {});
  }

  private async settle(ids: readonly string[]): Promise<void> {
    const { rows } = await jobStates(this.pool, ids);
    for (const row of rows) if (FINAL.has(row.state)) this.waiters.get(row.id)?.(row);
  }
}

/**
 * A worker process's side: takes up to `concurrency` photos at a time, reads them, completes each job with its
 * answer. Each job it holds is also held as an advisory lock on its own session, so when the process dies
 * PostgreSQL ends the session, the lock goes with it, and any other worker's `reap` fails the job back into the
 * queue at once. An answer counts only if the job is still active when it is given (pg-boss's complete): a job
 * given to a second worker is answered once, by whichever finishes first; the other's answer is dropped.
 */
export class PhotoQueueWorker {
  private readonly active = new Map<string, Promise<void>>();
  private stopping = false;
  private wake?: () => void;
  private readonly timers: NodeJS.Timeout[] = [];
  private loop?: Promise<void>;

  private constructor(
    private readonly boss: PgBoss,
    private readonly pool: pg.Pool,
    private readonly session: pg.Client,
    private readonly readers: PhotoReaders,
    private readonly concurrency: number,
    private readonly log: Log,
  ) {}

  static async start(
    url: string,
    readers: PhotoReaders,
    options: { concurrency: number; log: Log },
  ): Promise<PhotoQueueWorker> {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on('error', () => {});
    await ensureInputs(pool);
    const boss = await startBoss(pool, url, true, options.log);
    const session = new pg.Client({
      connectionString: url,
      application_name: `${WORKER_APPLICATION_NAME}:${process.pid}:${options.concurrency}`,
    });
    await session.connect();
    const worker = new PhotoQueueWorker(boss, pool, session, readers, options.concurrency, options.log);
    // Without its session, this worker's jobs look abandoned to the others: stop rather than read on unseen.
    session.on('error', (error) => {
      options.log('error', { err: error }, 'photo worker: lost its database session; stopping');
      void worker.stop().finally(() => process.exit(1));
    });
    session.on('notification', () => worker.wake?.());
    await session.query(`LISTEN ${NEW_CHANNEL}`);
    worker.timers.push(
      setInterval(() => void worker.reap(), POLL_MS),
      setInterval(() => void worker.prune(), 60_000),
    );
    worker.loop = worker.run();
    return worker;
  }

  /** Jobs being read now. */
  get running(): number {
    return this.active.size;
  }

  /** Stops taking photos, finishes those it has (or hands them back after `graceMs`), and closes. */
  async stop(graceMs = 20_000): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    this.wake?.();
    await this.loop;
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.active.values()),
      new Promise((resolve) => (grace = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(grace);
    const left = [...this.active.keys()];
    // Handed back: another worker reads them at once.
    for (const id of left) await this.boss.fail(PHOTO_QUEUE, id, { message: 'the worker stopped' }).catch(() => {});
    await this.session.end().catch(() => {});
    await this.boss.stop({ graceful: false, wait: true });
    await this.pool.end();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const free = this.concurrency - this.active.size;
      if (free > 0) {
        // pg-boss's fetch takes the oldest waiting jobs with SKIP LOCKED: two workers never take the same one.
        const jobs = await this.boss.fetch<JobData>(PHOTO_QUEUE, { batchSize: free });
        for (const job of jobs) {
          const done = this.read(job).finally(() => {
            this.active.delete(job.id);
            this.wake?.();
          });
          this.active.set(job.id, done);
        }
        if (jobs.length === free) continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private async read(job: PgBoss.Job<JobData>): Promise<void> {
    const fields = { reqId: job.data.requestId, jobId: job.id, kind: job.data.job.kind };
    await this.session.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [job.id]);
    try {
      const { rows } = await this.pool.query<{ bytes: Buffer }>('SELECT bytes FROM photo_inputs WHERE id = $1', [
        job.id,
      ]);
      const bytes = rows[0]?.bytes;
      if (!bytes) {
        // The API stopped waiting and took the photo back: nothing to read.
        await this.boss.cancel(PHOTO_QUEUE, job.id);
        return;
      }
      const started = performance.now();
      let output: JobOutput;
      try {
        const value = await doPhotoJob(this.readers, new Uint8Array(bytes), job.data.job);
        output = { ok: true, value, runMs: performance.now() - started };
      } catch (error) {
        if (!(error instanceof ImageError)) {
          this.log('warn', { ...fields, err: error }, 'photo job failed; it is tried again');
          await this.boss.fail(PHOTO_QUEUE, job.id, { message: error instanceof Error ? error.message : 'failed' });
          return;
        }
        output = { ok: false, error: { code: error.code, message: error.message }, runMs: performance.now() - started };
      }
      const result = (await this.boss.complete(PHOTO_QUEUE, job.id, output)) as unknown as { affected: number };
      const runMs = Math.round(output.runMs);
      if (result.affected === 1) {
        // Logged before the API is told, so the line is written by the time the shopper has the answer.
        this.log('info', { ...fields, runMs }, 'photo job done');
        await this.pool.query('SELECT pg_notify($1, $2)', [DONE_CHANNEL, job.id]);
        await this.pool.query('DELETE FROM photo_inputs WHERE id = $1', [job.id]);
      } else {
        this.log('info', { ...fields, runMs }, 'photo job already answered or called off; this answer dropped');
      }
    } finally {
      await this.session.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [job.id]).catch(() => {});
    }
  }

  /** Jobs whose worker is gone (their lock is free though they are active): failed, so they are tried again. */
  private async reap(): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ id: string }>(
        `WITH held AS MATERIALIZED (
           SELECT id FROM pgboss.job
            WHERE name = $1 AND state = 'active' AND started_on < now() - make_interval(secs => $2))
         SELECT id FROM held WHERE pg_try_advisory_xact_lock(hashtextextended(id::text, 0))`,
        [PHOTO_QUEUE, LOCK_GRACE_SECONDS],
      );
      if (rows.length === 0) return;
      const ids = rows.map((r) => r.id);
      for (const id of ids) await this.boss.fail(PHOTO_QUEUE, id, { message: 'its worker stopped' });
      this.log('warn', { jobIds: ids }, 'photo jobs of a worker that stopped: tried again');
      this.wake?.();
    } catch (error) {
      this.log('warn', { err: error }, 'photo queue: looking for abandoned jobs failed');
    }
  }

  private async prune(): Promise<void> {
    await this.pool
      .query('DELETE FROM photo_inputs WHERE created_at < now() - make_interval(mins => $1)', [KEEP_MINUTES])
      .catch(() => {});
  }
}
