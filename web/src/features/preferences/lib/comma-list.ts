/** An avoid-ingredient field: comma-separated, each entry trimmed, empty entries dropped. */
export function parseCommaList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

export const formatCommaList = (items: readonly string[]): string => items.join(', ');
