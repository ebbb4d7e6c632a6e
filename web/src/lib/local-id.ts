/** An id for something kept on this device: random, so two devices' lists merged into one account never collide. */
export function localId(): string {
  // crypto.randomUUID exists only in secure contexts; getRandomValues everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `local-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
