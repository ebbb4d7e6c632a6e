import type { LabelLanguage, Panel } from '@clearcart/label';
import { identifyImage, type IdentifyResult } from '../identify/identify-image.ts';
import { ImageError, normaliseImage, PanelReader, type WordReader, type PanelText } from '../image/index.ts';
import { PhotoAdmission } from '../identify/photo-admission.ts';

/** What is done with a photo: identify the product on it, or read one of its pack's panels. */
export type PhotoJob = { kind: 'identify' } | { kind: 'panel'; panel: Panel; language?: LabelLanguage };
export type PhotoJobKind = PhotoJob['kind'];

/** A job's answer: the product's barcode or label text, or the panel's text. */
export type PhotoAnswer = IdentifyResult | PanelText;

/** How one job went, for /metrics: time waiting for a reader (in the queue or the admission line) and reading. */
export interface PhotoJobTimes {
  kind: PhotoJobKind;
  /** `unreadable`: not an image, or one that cannot be decoded (answered 4xx); `refused`: not taken (busy). */
  outcome: 'done' | 'unreadable' | 'refused' | 'failed' | 'timed_out';
  waitMs: number;
  runMs: number;
}

export interface PhotoWorkStats {
  mode: 'in-process' | 'queue';
  /** Photos waiting for a reader. */
  waiting: number;
  /** Photos being read. */
  running: number;
  /** Worker processes connected (queue); none in-process. */
  workers?: number;
  /** Photos the connected workers read at once (queue). */
  capacity?: number;
}

/**
 * Decoding photos, reading barcodes, OCR: the CPU-heavy part of identify and of reading a pack's panels. In the API
 * process with the embedded store; on PostgreSQL, as jobs that `npm run worker` processes take (decision 034). Both
 * throw ImageError for a photo that cannot be read and HttpError (`busy`, `rate_limited`) when they cannot take it.
 */
export interface PhotoWork {
  readonly mode: PhotoWorkStats['mode'];
  identify(bytes: Uint8Array): Promise<IdentifyResult>;
  readPanel(bytes: Uint8Array, panel: Panel, language?: LabelLanguage): Promise<PanelText>;
  stats(): Promise<PhotoWorkStats>;
  /** Called once per job as it ends (metrics). */
  onJob?: (times: PhotoJobTimes) => void;
  close(): Promise<void>;
}

/** The OCR engines of a process that reads photos (the API in-process, or a worker). */
export interface PhotoReaders {
  wordReader: WordReader;
  panelReader: PanelReader;
}

/** Does one job with this process's readers: the same code in the API and in a worker. */
export async function doPhotoJob(readers: PhotoReaders, bytes: Uint8Array, job: PhotoJob): Promise<PhotoAnswer> {
  if (job.kind === 'identify') return identifyImage(bytes, { wordReader: readers.wordReader });
  return readers.panelReader.read(await normaliseImage(bytes), job.panel, job.language);
}

/** Photos read in this process, behind the admission line every photo waits in (decision 008). */
export class InProcessPhotoWork implements PhotoWork {
  readonly mode = 'in-process' as const;
  onJob?: (times: PhotoJobTimes) => void;
  private waiting = 0;
  private running = 0;

  constructor(
    private readonly readers: PhotoReaders,
    private readonly admission = new PhotoAdmission(),
  ) {}

  /** With `wordReader` for identify and the panels' English (tests, benchmarks). */
  static withReader(wordReader: WordReader): InProcessPhotoWork {
    return new InProcessPhotoWork({ wordReader, panelReader: new PanelReader(wordReader) });
  }

  identify(bytes: Uint8Array): Promise<IdentifyResult> {
    return this.run(bytes, { kind: 'identify' }) as Promise<IdentifyResult>;
  }

  readPanel(bytes: Uint8Array, panel: Panel, language?: LabelLanguage): Promise<PanelText> {
    return this.run(bytes, { kind: 'panel', panel, ...(language ? { language } : {}) }) as Promise<PanelText>;
  }

  async stats(): Promise<PhotoWorkStats> {
    return { mode: this.mode, waiting: this.waiting, running: this.running };
  }

  async close(): Promise<void> {}

  private async run(bytes: Uint8Array, job: PhotoJob): Promise<PhotoAnswer> {
    const queued = performance.now();
    let started = 0;
    let outcome: PhotoJobTimes['outcome'] = 'failed';
    this.waiting++;
    try {
      const answer = await this.admission.run(async () => {
        this.waiting--;
        this.running++;
        started = performance.now();
        try {
          return await doPhotoJob(this.readers, bytes, job);
        } finally {
          this.running--;
        }
      });
      outcome = 'done';
      return answer;
    } catch (error) {
      if (started === 0) outcome = 'refused';
      else if (error instanceof ImageError) outcome = 'unreadable';
      throw error;
    } finally {
      if (started === 0) this.waiting--;
      const ended = performance.now();
      this.onJob?.({
        kind: job.kind,
        outcome,
        waitMs: (started || ended) - queued,
        runMs: started ? ended - started : 0,
      });
    }
  }
}
