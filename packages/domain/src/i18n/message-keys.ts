/** A message's catalogue key and the values its English text carried ('… at most 50 characters' → { max: '50' }). */
export interface MessageKey {
  key: string;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads an English message the server or a shared schema wrote back to its catalogue key: a text
 * without values by equality, a text built with values ('Menu item name must be at most 100
 * characters', 'Not a valid e-mail address: x@') by its `{{value}}` pattern. Kept apart from the
 * catalogues so the web app can build it from whichever English catalogue it has loaded.
 */
export function messageKeyReader(englishMessages: Record<string, string>): (english: string) => MessageKey | null {
  const exact = new Map<string, string>();
  const patterns: Array<{ key: string; pattern: RegExp; names: string[] }> = [];
  for (const [key, text] of Object.entries(englishMessages)) {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(text, key);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
      .join('');
    patterns.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  return (english) => {
    const key = exact.get(english);
    if (key !== undefined) return { key: `messages.${key}`, values: {} };
    for (const { key: patternKey, pattern, names } of patterns) {
      const match = pattern.exec(english);
      if (match) return { key: `messages.${patternKey}`, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
    }
    return null;
  };
}
