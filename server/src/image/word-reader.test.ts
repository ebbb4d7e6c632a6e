import { afterAll, describe, expect, it } from 'vitest';
import { WordReaderBusyError } from './errors.ts';
import { photoOf, renderLabel } from '../../test/photo-fixtures.ts';
import { cleanOcrText, WordReader, type OcrWorker } from './word-reader.ts';
import { normaliseImage } from './normalise.ts';
import sharp from 'sharp';

/** Stand-in workers whose recognitions wait until the test opens the gate. */
function fakeWorkers() {
  const created: Array<OcrWorker & { terminated: boolean; calls: number }> = [];
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const factory = async (): Promise<OcrWorker> => {
    const w = {
      terminated: false,
      calls: 0,
      async recognize() {
        w.calls++;
        const n = w.calls;
        await gate;
        return { data: { text: `text ${n}\n\n`, confidence: 90 } };
      },
      async terminate() {
        w.terminated = true;
      },
    };
    created.push(w);
    return w;
  };
  return { created, factory, release: () => open() };
}

const tinyPng = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 20));

describe('WordReader pool and queue (fake workers)', () => {
  it('creates workers lazily, reuses them, and caps concurrency at poolSize', async () => {
    const { created, release, factory } = fakeWorkers();
    const reader = new WordReader({ poolSize: 2, createWorker: factory });
    expect(created).toHaveLength(0);
    const img = await tinyPng();
    const reads = [reader.read(img), reader.read(img), reader.read(img)];
    // Settled when two are running and the third waits (each photo is normalised first, off the main thread).
    await expect.poll(() => reader.stats(), { timeout: 10_000 }).toMatchObject({ workers: 2, waiting: 1 });
    expect(created).toHaveLength(2);
    release();
    expect((await Promise.all(reads)).sort()).toEqual(['text 1', 'text 1', 'text 2']);
    expect(created).toHaveLength(2);
    await reader.close();
  });

  it('refuses with code "busy" when more than maxQueue requests are waiting', async () => {
    const { release, factory } = fakeWorkers();
    const reader = new WordReader({ poolSize: 1, maxQueue: 2, createWorker: factory });
    const img = await tinyPng();
    const accepted = [reader.read(img), reader.read(img), reader.read(img)]; // 1 running + 2 waiting
    await expect.poll(() => reader.stats(), { timeout: 10_000 }).toMatchObject({ workers: 1, waiting: 2 });
    const refused = await reader.read(img).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WordReaderBusyError);
    expect((refused as WordReaderBusyError).code).toBe('busy');
    release();
    expect(await Promise.all(accepted)).toHaveLength(3);
    await reader.close();
  });

  it('close() terminates the workers, refuses waiting and later reads', async () => {
    const { created, factory } = fakeWorkers();
    const reader = new WordReader({ poolSize: 1, createWorker: factory });
    const img = await tinyPng();
    void reader.read(img).catch(() => undefined); // never finishes: its worker is terminated
    await expect.poll(() => created.length, { timeout: 10_000 }).toBe(1);
    const waiting = reader.read(img).catch((e: unknown) => e);
    await expect.poll(() => reader.stats(), { timeout: 10_000 }).toMatchObject({ waiting: 1 });
    await reader.close();
    expect(created[0]!.terminated).toBe(true);
    expect(await waiting).toBeInstanceOf(WordReaderBusyError);
    await expect(reader.read(img)).rejects.toBeInstanceOf(WordReaderBusyError);
    expect(reader.stats()).toMatchObject({ workers: 0, closed: true });
  });

  it('lets a waiting request retry when worker creation fails', async () => {
    let attempts = 0;
    const reader = new WordReader({
      poolSize: 1,
      createWorker: async () => {
        attempts++;
        await tick();
        if (attempts === 1) throw new Error('wasm failed to load');
        return { recognize: async () => ({ data: { text: 'ok', confidence: 90 } }), terminate: async () => undefined };
      },
    });
    const img = await normaliseImage(await tinyPng());
    // readNormalised queues synchronously, so the first request gets the failing creation.
    const [first, second] = await Promise.allSettled([reader.readNormalised(img), reader.readNormalised(img)]);
    expect(first).toMatchObject({ status: 'rejected', reason: { message: 'wasm failed to load' } });
    expect(second).toEqual({ status: 'fulfilled', value: 'ok' });
    await reader.close();
  });

  it('cleanOcrText drops empty and symbol-only lines and squeezes spaces', () => {
    expect(cleanOcrText('  NUTELLA \n\n| — ~\nhazelnut   spread\r\n')).toBe('NUTELLA\nhazelnut spread');
  });
});

describe('WordReader with tesseract.js (offline English model)', () => {
  const reader = new WordReader();
  afterAll(() => reader.close());

  it('reads a label photo and reuses one worker across calls', async () => {
    const label = await renderLabel(['NUTELLA', 'hazelnut spread with cocoa', 'net weight 400 g']);
    const photo = await photoOf(label, { angle: 2, quality: 80 });
    const t0 = performance.now();
    const first = await reader.read(photo);
    const t1 = performance.now();
    const second = await reader.read(label);
    const t2 = performance.now();
    console.log(
      `OCR first call ${(t1 - t0).toFixed(0)} ms (includes worker start), second ${(t2 - t1).toFixed(0)} ms\n${first}\n---\n${second}`,
    );
    expect(first.toLowerCase()).toContain('nutella');
    expect(first.toLowerCase()).toContain('hazelnut');
    expect(second.toLowerCase()).toContain('cocoa');
    expect(reader.stats()).toMatchObject({ workers: 1, workersCreated: 1 });
  }, 60_000);

  it('close() ends the worker', async () => {
    await reader.close();
    expect(reader.stats()).toMatchObject({ workers: 0, closed: true });
    await expect(reader.read(await tinyPng())).rejects.toMatchObject({ code: 'busy' });
  });
});
