import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { PhotoAdmission } from './photo-admission.ts';

/** A piece of work that finishes when the test says so. */
function deferred() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('PhotoAdmission', () => {
  it('runs two at once, queues four, and refuses the seventh at once with 503 busy and Retry-After', async () => {
    const admission = new PhotoAdmission(2, 4);
    const jobs = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    const results = jobs.map((job, i) =>
      admission.run(() => {
        started.push(i);
        return job.work();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    const refused = await admission.run(() => Promise.resolve()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ code: 'busy', statusCode: 503, headers: { 'retry-after': '5' } });

    jobs[0]?.finish();
    await results[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const job of jobs) job.finish();
    await Promise.all(results);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    // Everything finished: the full capacity is free again.
    await expect(admission.run(() => Promise.resolve('free'))).resolves.toBe('free');
  });

  it('frees the slot when the work fails', async () => {
    const admission = new PhotoAdmission(1, 0);
    await expect(admission.run(() => Promise.reject(new Error('undecodable')))).rejects.toThrow('undecodable');
    await expect(admission.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
