/** Why an uploaded photo was refused; the HTTP route maps each code to a status. */
export type ImageErrorCode = 'not_an_image' | 'unreadable_image' | 'image_too_large';

/**
 * A photo we cannot work with. The route maps `not_an_image` → 415,
 * `unreadable_image` → 422 and `image_too_large` → 413.
 */
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
export class LabelReaderBusyError extends Error {
  override readonly name = 'LabelReaderBusyError';
  readonly code = 'busy' as const;
  constructor(message = 'label reader is busy, try again shortly') {
    super(message);
  }
}
