import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { storeKinds } from '../../test/helpers.ts';
import { createDatabase } from '../../test/scale-out-cluster.ts';
import { QueuedPhotoWork } from './queue.ts';

// Eight at once, five times: without the lock around the queue's creation about one round in seven deadlocked.
const INSTANCES = 8;

describe.runIf(storeKinds.includes('postgres'))('the photo queue on PostgreSQL', () => {
  it.each(Array.from({ length: 5 }, (_, i) => i))(
    'opens in several API instances starting at once on a new database: the queue is created once, no deadlock (%i)',
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const name = `q_${randomBytes(6).toString('hex')}`;
      const databaseUrl = await createDatabase(url, name);
      try {
        const opened = await Promise.allSettled(
          Array.from({ length: INSTANCES }, () =>
            QueuedPhotoWork.open(databaseUrl, { queueMax: 10, waitMs: 1_000, log: () => {} }),
          ),
        );
        await Promise.all(opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value.close()] : [])));
        expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'opened'))).toEqual(
          Array(INSTANCES).fill('opened'),
        );
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        const { rows } = await db.query('SELECT count(*)::int AS queues FROM pgboss.queue');
        await db.end();
        expect(rows[0]).toEqual({ queues: 1 });
      } finally {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
