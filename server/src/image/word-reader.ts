import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { WordReaderBusyError } from './errors.ts';
import { normaliseImage, type NormalisedImage } from './normalise.ts';

const require = createRequire(import.meta.url);

/** A box on the prepared image, in pixels. */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A line tesseract read, with where it stands on the prepared image. */
export interface OcrLine {
  text: string;
  bbox: OcrBox;
  /** Which of tesseract's blocks the line is in, in tesseract's order. */
  block?: number;
  /** The line's words and where each stands (a table's figures are mended from their ink). */
  words?: { text: string; bbox: OcrBox }[];
}

/** The part of a tesseract.js worker we use; tests substitute a fake. */
export interface OcrWorker {
  recognize(
    image: Buffer,
    options?: Record<string, never>,
    output?: { text: boolean; blocks: boolean },
  ): Promise<{
    data: {
      text: string;
      confidence: number;
      blocks?: { paragraphs: { lines: OcrLine[] }[] }[] | null;
    };
  }>;
  terminate(): Promise<unknown>;
  /** Tesseract's parameters (page segmentation); fakes may leave it out. */
  setParameters?(params: Partial<Tesseract.WorkerParams>): Promise<unknown>;
}

/** The tesseract language models bundled as npm packages (@tesseract.js-data/<code>), so nothing is fetched. */
export const OCR_LANGUAGES = ['eng', 'fra', 'deu', 'spa', 'ita', 'nld'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/** How tesseract lays out a photo: free blocks (labels, ingredient panels), the rows of a table, or one line. */
export type PageLayout = 'auto' | 'rows' | 'line';
const PAGE_SEG_MODE: Record<PageLayout, Tesseract.PSM> = {
  auto: Tesseract.PSM.AUTO,
  // Sparse text finds every piece of a table, figures far right of their names included (AUTO and SINGLE_COLUMN
  // drop a column of figures at times); the rows are put back together from where the pieces stand.
  rows: Tesseract.PSM.SPARSE_TEXT,
  // One row of a table cut out, read again where sparse text left a gap (it drops lone short cells like "0 g").
  line: Tesseract.PSM.SINGLE_LINE,
};

export interface WordReaderOptions {
  /** Number of tesseract workers (each ≈ 0.6–0.9 s to create and tens of MB). Default 1. */
  poolSize?: number;
  /** Requests allowed to wait for a worker; one more is refused with code 'busy'. Default 8. */
  maxQueue?: number;
  /** Worker factory; defaults to an offline tesseract.js worker with bundled English data. */
  createWorker?: () => Promise<OcrWorker>;
}

/** A bundled LSTM model (@tesseract.js-data/<language>), so nothing is fetched at run time. */
function langPath(language: OcrLanguage): string {
  return path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int');
}

/** An offline tesseract.js worker: local model (English unless told), gzip data, no cache written to the working dir. */
export async function createTesseractWorker(language: OcrLanguage = 'eng'): Promise<OcrWorker> {
  const worker = await Tesseract.createWorker(language, Tesseract.OEM.LSTM_ONLY, {
    langPath: langPath(language),
    gzip: true,
    cacheMethod: 'none',
  });
  // Labels are blocks of text in no fixed layout: let tesseract segment them automatically.
  await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, user_defined_dpi: '300' });
  return worker;
}

/**
 * Long side we upscale small photos to: tesseract wants letters ≥ ~20 px tall, and its run
 * time grows with the pixel count, so larger photos are left as they are.
 */
const OCR_MIN_LONG_SIDE = 1200;

/** Greyscale, stretch contrast, enlarge small photos; PNG for tesseract. */
export async function prepareForOcr(img: NormalisedImage): Promise<Buffer> {
  const longSide = Math.max(img.width, img.height);
  let s = sharp(img.image, { raw: { width: img.width, height: img.height, channels: 1 } }).normalise();
  if (longSide < OCR_MIN_LONG_SIDE) {
    const f = OCR_MIN_LONG_SIDE / longSide;
    s = s.resize({ width: Math.round(img.width * f), height: Math.round(img.height * f), kernel: 'lanczos3' });
  }
  return s.png({ compressionLevel: 0 }).toBuffer(); // no deflate effort: the bytes never leave the process
}

/** Collapses OCR noise: trims lines, drops lines with no letters or digits, squeezes spaces. */
export function cleanOcrText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => /[\p{L}\p{N}]/u.test(l))
    .join('\n');
}

/**
 * A bounded pool of OCR workers, created lazily on first use and reused across calls.
 * At most `poolSize` recognitions run at once and at most `maxQueue` wait; beyond that,
 * read() rejects with WordReaderBusyError (code 'busy'), which the route turns into 503/429.
 */
export class WordReader {
  private readonly poolSize: number;
  private readonly maxQueue: number;
  private readonly factory: () => Promise<OcrWorker>;
  private readonly idle: OcrWorker[] = [];
  private readonly all = new Set<OcrWorker>();
  private readonly waiting: Array<{ resolve: (w: OcrWorker) => void; reject: (e: Error) => void }> = [];
  private creating = 0;
  private created = 0;
  private closed = false;

  /** Each worker's page segmentation when a read changed it from the AUTO it starts with. */
  private readonly layouts = new WeakMap<OcrWorker, PageLayout>();

  constructor(options: WordReaderOptions = {}) {
    this.poolSize = Math.max(1, options.poolSize ?? 1);
    this.maxQueue = Math.max(0, options.maxQueue ?? 8);
    this.factory = options.createWorker ?? (() => createTesseractWorker());
  }

  /** Pool state, for health checks and tests. */
  stats(): { workers: number; workersCreated: number; idle: number; waiting: number; closed: boolean } {
    return {
      workers: this.all.size,
      workersCreated: this.created,
      idle: this.idle.length,
      waiting: this.waiting.length,
      closed: this.closed,
    };
  }

  /** Recognises the words on a product photo (bytes of any supported image type). */
  async read(bytes: Uint8Array): Promise<string> {
    return this.readNormalised(await normaliseImage(bytes));
  }

  /** Recognises the text on an already normalised photo. */
  async readNormalised(img: NormalisedImage): Promise<string> {
    return cleanOcrText((await this.recognise(img)).text);
  }

  /**
   * The raw text of a normalised photo, line breaks and blank lines kept, with tesseract's mean confidence (0..100).
   * `layout` 'rows' reads the photo as one column of lines (a nutrition table); `prepare` replaces prepareForOcr.
   */
  async recognise(
    img: NormalisedImage,
    options: { layout?: PageLayout; prepare?: (img: NormalisedImage) => Promise<Buffer>; lines?: boolean } = {},
  ): Promise<{ text: string; confidence: number; lines?: OcrLine[] }> {
    const worker = await this.acquire();
    try {
      const png = await (options.prepare ?? prepareForOcr)(img);
      const layout = options.layout ?? 'auto';
      if ((this.layouts.get(worker) ?? 'auto') !== layout && worker.setParameters) {
        await worker.setParameters({ tessedit_pageseg_mode: PAGE_SEG_MODE[layout] });
        this.layouts.set(worker, layout);
      }
      if (!options.lines) {
        const { data } = await worker.recognize(png);
        return { text: data.text, confidence: data.confidence };
      }
      const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
      // A worker that gives no layout (a test's fake) gives its text alone.
      if (!data.blocks) return { text: data.text, confidence: data.confidence };
      const lines = data.blocks.flatMap((b, block) =>
        b.paragraphs.flatMap((p) =>
          p.lines.map((l) => ({
            text: l.text,
            bbox: l.bbox,
            block,
            ...(l.words ? { words: l.words.map((w) => ({ text: w.text, bbox: w.bbox })) } : {}),
          })),
        ),
      );
      return { text: data.text, confidence: data.confidence, lines };
    } finally {
      this.release(worker);
    }
  }

  /**
   * Creates the pool's first worker and runs one tiny recognition, so the first real request
   * does not pay for worker start-up and model warm-up (seconds on a busy machine).
   */
  async warmUp(): Promise<void> {
    // A word, not a blank page: tesseract skips recognition entirely on empty images.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60"><rect width="100%" height="100%" fill="#fff"/><text x="10" y="42" font-family="DejaVu Sans" font-size="32">warm up</text></svg>';
    const { data, info } = await sharp(Buffer.from(svg))
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    await this.readNormalised({ image: data, width: info.width, height: info.height, type: 'png' });
  }

  /** Terminates every worker; pending and later reads are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.reject(new WordReaderBusyError('label reader is closed'));
    const workers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.allSettled(workers.map((w) => w.terminate()));
  }

  private acquire(): Promise<OcrWorker> {
    if (this.closed) return Promise.reject(new WordReaderBusyError('label reader is closed'));
    const free = this.idle.pop();
    if (free) return Promise.resolve(free);
    if (this.all.size + this.creating < this.poolSize) return this.spawn();
    if (this.waiting.length >= this.maxQueue) return Promise.reject(new WordReaderBusyError());
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private async spawn(): Promise<OcrWorker> {
    this.creating++;
    try {
      const w = await this.factory();
      this.created++;
      if (this.closed) {
        await w.terminate();
        throw new WordReaderBusyError('label reader is closed');
      }
      this.all.add(w);
      return w;
    } catch (err) {
      // The slot is free again: give a waiting request its own attempt rather than leave it hanging.
      const next = this.waiting.shift();
      if (next) queueMicrotask(() => void this.spawn().then(next.resolve, next.reject));
      throw err;
    } finally {
      this.creating--;
    }
  }

  private release(worker: OcrWorker): void {
    if (this.closed || !this.all.has(worker)) return;
    const next = this.waiting.shift();
    if (next) next.resolve(worker);
    else this.idle.push(worker);
  }
}
