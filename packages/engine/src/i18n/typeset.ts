/**
 * A catalogue whose every sentence goes through `set` (French spacing before its high punctuation): the messages
 * are written with plain spaces, and the typography is the language's. `format` is left as it is.
 */
export function typeset<T extends object>(catalogue: T, set: (text: string) => string): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return set(value);
    if (typeof value === 'function')
      return (...args: unknown[]) => walk((value as (...a: unknown[]) => unknown)(...args));
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, key === 'format' ? field : walk(field)]),
      );
    return value;
  };
  return walk(catalogue) as T;
}

/** French: a no-break space before ":" and "%", a narrow one before ";", "!" and "?" (Imprimerie nationale). */
export const frenchSpacing = (text: string): string =>
  text.replace(/ ([:%])/g, '\u00a0$1').replace(/ ([;!?])/g, '\u202f$1');
