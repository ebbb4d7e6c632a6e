/** "650 KB", "1.2 MB": a download's size as a shopper reads it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "25 Nov 2026": the day a pack is from. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "25 Nov 2026, 13:05": when a pack was last brought up to date. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return `${formatDay(iso)}, ${date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
}

let names: Intl.DisplayNames | null = null;
/** "United Kingdom" for "gb"; the code itself where the browser has no name for it. */
export function countryName(code: string): string {
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return names.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
