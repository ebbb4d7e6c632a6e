import type { KnowledgeTranslation } from '../types.ts';

/** A translation file as the JSON import gives it: its `$comment` is not a text. */
type TextsFile = Readonly<Record<string, string>>;
interface NamesFile {
  entries: Readonly<Record<string, string>>;
  tags: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export function translation(
  locale: KnowledgeTranslation['locale'],
  texts: TextsFile,
  names: NamesFile,
): KnowledgeTranslation {
  const { $comment: _comment, ...own } = texts;
  return { locale, texts: own, names: { entries: names.entries, tags: names.tags } };
}
