import { HttpError } from '../errors.ts';

/**
 * Admission control for photos, checked before any byte is decoded: at most `running` photos are decoded and read
 * at once and at most `waiting` wait for their turn; any more is refused at once (503 busy, Retry-After), so a burst
 * is answered in milliseconds instead of queueing behind seconds of decoding and OCR.
 */
export class PhotoAdmission {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running = 2,
    private readonly waiting = 2,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.running) {
      this.active++;
    } else if (this.queue.length < this.waiting) {
      // The slot is handed over by the photo that finishes, so `active` already counts this one.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      throw new HttpError('busy', 'We are reading many photos right now. Please try again in a moment.', {
        'retry-after': '5',
      });
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
