import type { LabelLanguageCode, LabelPanel, LabelReading } from '@clearcart/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /labels/read: what the server reads on a photo of one panel (the ingredient list, the nutrition table, or the
 * front's lines of words), in the pack's language when the shopper chose it; nothing is kept.
 */
export function readPanel(image: File, panel: LabelPanel, lang?: LabelLanguageCode): Promise<LabelReading> {
  const form = new FormData();
  form.append('panel', panel);
  if (lang) form.append('lang', lang);
  form.append('image', image);
  // Never the device's answer: a panel can only be read by the server.
  return api.post<LabelReading>('/labels/read', form, { offline: false });
}
