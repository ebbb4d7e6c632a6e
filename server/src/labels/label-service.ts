import type { LabelLanguageCode, LabelPanel, LabelReading } from '@clearcart/contracts';
import { readPanel } from '@clearcart/label';
import { HttpError } from '../errors.ts';
import { ImageError, WordReaderBusyError, type PanelText } from '../image/index.ts';
import type { PhotoWork } from '../photo-work/photo-work.ts';
import { toWire, WIRE_FIELD } from './nutrition-fields.ts';

/** Reads a pack's panel from a shopper's photo: the OCR (server), then the panel's rules (packages/label). */
export class LabelService {
  constructor(
    /** Where the OCR runs: in this process behind the photo admission, or on the workers (decision 034). */
    private readonly photos: PhotoWork,
  ) {}

  /**
   * The ingredient list or the nutrition table on a photo, with what the shopper should check. Throws HttpError:
   * 415 not an image, 413 too large, 422 unreadable, 503 busy.
   */
  async read(bytes: Uint8Array, panel: LabelPanel, language?: LabelLanguageCode): Promise<LabelReading> {
    let ocr: PanelText;
    try {
      ocr = await this.photos.readPanel(bytes, panel, language);
    } catch (error) {
      if (error instanceof ImageError) throw new HttpError(error.code, error.message);
      if (error instanceof WordReaderBusyError) {
        throw new HttpError('busy', 'We are reading many photos right now. Please try again in a moment.', {
          'retry-after': '5',
        });
      }
      throw error;
    }
    const reading = readPanel(ocr.text, panel, { language: ocr.language ?? undefined, confidence: ocr.confidence });
    return {
      panel,
      language: reading.language,
      text: ocr.text,
      confidence: Math.round(Math.min(1, Math.max(0, ocr.confidence)) * 100) / 100,
      ...(reading.ingredients ? { ingredients: reading.ingredients } : {}),
      ...(reading.nutrition ? { nutrition: toWire(reading.nutrition.values, reading.nutrition.basis) } : {}),
      ...(reading.front ? { front: reading.front } : {}),
      warnings: reading.warnings.map(({ code, message, fields }) => ({
        code,
        message,
        ...(fields ? { fields: fields.map((f) => WIRE_FIELD[f]) } : {}),
      })),
    };
  }
}
