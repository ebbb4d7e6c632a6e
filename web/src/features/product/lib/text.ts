import { cleanText } from '@clearcart/text';

export interface SourceView {
  title: string;
  /** Only http(s) links are kept. */
  url?: string;
  /** The source's own words supporting the claim. */
  quote?: string;
}

/** A source is text or {title, url}; anything else is dropped. */
export function sourceView(source: unknown): SourceView | null {
  if (typeof source === 'string') {
    const title = cleanText(source);
    if (!title) return null;
    return /^https?:\/\//i.test(title) ? { title, url: title } : { title };
  }
  if (typeof source === 'object' && source !== null) {
    const record = source as { title?: unknown; url?: unknown; name?: unknown; quote?: unknown };
    const url = typeof record.url === 'string' && /^https?:\/\//i.test(record.url) ? record.url : undefined;
    const rawTitle =
      typeof record.title === 'string' ? record.title : typeof record.name === 'string' ? record.name : url;
    const title = cleanText(rawTitle);
    if (!title) return null;
    const quote = typeof record.quote === 'string' ? cleanText(record.quote) : '';
    return { title, ...(url ? { url } : {}), ...(quote ? { quote } : {}) };
  }
  return null;
}

/** Sources de-duplicated by URL or title. */
export function sourceViews(sources: unknown): SourceView[] {
  if (!Array.isArray(sources)) return [];
  const seen = new Set<string>();
  const out: SourceView[] = [];
  for (const source of sources) {
    const view = sourceView(source);
    if (!view) continue;
    const key = (view.url ?? view.title).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(view);
  }
  return out;
}

/** Recommendations are text or {text}. */
export function recommendationTexts(recommendations: unknown): string[] {
  if (!Array.isArray(recommendations)) return [];
  return recommendations
    .map((item) =>
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null && typeof (item as { text?: unknown }).text === 'string'
          ? (item as { text: string }).text
          : '',
    )
    .map(cleanText)
    .filter((text) => text.length > 0);
}

/** Human form of a snake_case key: "carbon_footprint" → "Carbon footprint". */
export function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
