import type { ErrorCode } from '@clearcart/contracts';

/** Why an uploaded photo was refused; each code's status is in contracts' ERROR_STATUS (415, 422, 413). */
export type ImageErrorCode = Extract<ErrorCode, 'not_an_image' | 'unreadable_image' | 'image_too_large'>;

/** A photo we cannot work with. */
export class ImageError extends Error {
  override readonly name = 'ImageError';
  constructor(
    public readonly code: ImageErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The OCR queue is full (or the reader is closed); the route answers 503 (or 429). */
export class WordReaderBusyError extends Error {
  override readonly name = 'WordReaderBusyError';
  readonly code = 'busy' as const;
  constructor(message = 'label reader is busy, try again shortly') {
    super(message);
  }
}
