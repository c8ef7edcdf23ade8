/** A message's catalogue key and the values it was built from ('… at most 50 characters' → { max: '50' }). */
export interface MessageKey {
  key: string;
  values: Record<string, string>;
}

/**
 * Messages built with values are remembered with their key and values, so what a message says is
 * known from how it was built, never read back from its words. Some values are written by users (an
 * address, an allergen's name), so only the latest texts are kept.
 */
const REMEMBERED = 2000;
const built = new Map<string, MessageKey>();

/**
 * An English message of the catalogues' `messages` built from values (the spec's text, written
 * where its rule lives): returns `english` and remembers its key (`messages.<key>`) and values.
 * catalogues.test.ts holds each to its English template filled with the same values.
 */
export function keyedMessage(key: string, values: Readonly<Record<string, string | number>>, english: string): string {
  if (!built.has(english)) {
    const oldest = built.keys().next();
    if (built.size >= REMEMBERED && !oldest.done) built.delete(oldest.value);
    built.set(english, { key: `messages.${key}`, values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])) });
  }
  return english;
}

/** The key and values of a message built with keyedMessage in this process; null for any other text. */
export function builtMessageKey(english: string): MessageKey | null {
  return built.get(english) ?? null;
}

/**
 * The key of a message the shared schemas and rules write: a text without values by equality with
 * its English catalogue entry, a text built with values by how it was built (keyedMessage). Kept
 * apart from the catalogues so the web app can build it from whichever English catalogue it has loaded.
 */
export function messageKeyReader(englishMessages: Record<string, string>): (english: string) => MessageKey | null {
  const exact = new Map<string, string>();
  for (const [key, text] of Object.entries(englishMessages)) if (!text.includes('{{')) exact.set(text, key);
  return (english) => {
    const key = exact.get(english);
    return key === undefined ? builtMessageKey(english) : { key: `messages.${key}`, values: {} };
  };
}
