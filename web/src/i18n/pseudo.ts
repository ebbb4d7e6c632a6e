import type { Messages } from '@lingui/core';

// Every ASCII letter has an accented look-alike, so pseudo-localised text keeps no plain Latin letter: any plain word
// left on screen in the pseudo-locale did not come through the catalogue.
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string,
  ]),
);
/** Vowels are doubled: English text grows by about 40 %, the room a French or German sentence takes. */
const VOWELS = /[aeiouAEIOU]/;

/** Accents a plain text and lengthens it; `<0>`/`</0>` tags and digits stay as they are. */
export function pseudoText(text: string): string {
  let out = '';
  for (const char of text) {
    const accented = ACCENTED[char];
    out += accented === undefined ? char : VOWELS.test(char) ? accented + accented : accented;
  }
  return out;
}

type Compiled = string | readonly unknown[];

/**
 * A compiled message (Lingui's form: text parts and `[name, type?, options?]` placeholders) pseudo-localised: its text
 * accented, each placeholder's value shown between « » (an interpolated value — a product's name, a count — is not
 * the catalogue's to translate), plural and select branches pseudo-localised in turn.
 */
export function pseudoMessage(message: Compiled, top = true): Compiled {
  const parts: unknown[] = typeof message === 'string' ? [message] : [...message];
  const mapped = parts.flatMap((part): unknown[] => {
    if (typeof part === 'string') return [pseudoText(part)];
    if (!Array.isArray(part)) return [part];
    const [name, type, options] = part as [string, string?, Record<string, Compiled>?];
    if (options && typeof options === 'object') {
      const branches = Object.fromEntries(
        Object.entries(options).map(([key, value]) => [
          key,
          typeof value === 'string' || Array.isArray(value) ? pseudoMessage(value, false) : value,
        ]),
      );
      return [[name, type, branches]];
    }
    return ['«', part, '»'];
  });
  return top ? ['⟦', ...mapped, '⟧'] : mapped;
}

/** The pseudo-locale's catalogue, made from the English one. */
export const pseudoCatalogue = (english: Messages): Messages =>
  Object.fromEntries(
    Object.entries(english).map(([id, message]) => [id, pseudoMessage(message as Compiled)]),
  ) as Messages;
