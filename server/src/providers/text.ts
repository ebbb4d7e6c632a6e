/** Citation markers some sources and models leave in text: "[1]", "[12]", "[citation needed]", "【3†source】". */
const CITATION = /\s*(\[(\d+(,\s*\d+)*|citation needed|note \d+)\]|【[^】]*】)/gi;

/** Text for the report: citation markers removed, whitespace collapsed, trimmed. */
export function cleanText(text: string): string {
  return text.replace(CITATION, '').replace(/\s+/g, ' ').trim();
}
