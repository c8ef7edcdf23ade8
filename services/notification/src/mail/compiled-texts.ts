import type { i18n, TFunction } from 'i18next';

// i18next finds and interpolates a text anew on every call: the key's path through the catalogue,
// the plural suffix, the fallback language, then regular expressions over the text. A confirmation
// of ten lunches asks for some thirty texts, and in a rush that was two thirds of rendering it
// (about 0.4 ms of CPU a checkout). Here each text is found once per key and plural form and kept
// split at its placeholders; filling it in is a concatenation.

/** A text split at its `{{name}}` placeholders: literal pieces and the names between them. */
type Template = ReadonlyArray<string | { name: string }>;

/** Options that change how i18next finds or fills a text: a call with any of them is left to i18next. */
const I18NEXT_OPTIONS = new Set([
  'lng',
  'lngs',
  'ns',
  'context',
  'ordinal',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'interpolation',
  'joinArrays',
  'postProcess',
  'fallbackLng',
  'keyPrefix',
  'replace',
  'nest',
]);

/**
 * i18next's `t` for one language, answering exactly what `instance.getFixedT(language)` answers:
 * the same lookup (the language, then the fallback; `_zero`, then the count's plural form, then the
 * bare key) and the same interpolation. Whatever this does not handle itself (nesting with `$t(`,
 * formats, a missing value, options that steer the lookup) goes to i18next unchanged.
 */
export function compiledTranslator(instance: i18n, language: string, fallbackLanguage: string): TFunction {
  const fixed = instance.getFixedT(language);
  const codes = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  const plurals = new Map(codes.map((code) => [code, new Intl.PluralRules(code, { type: 'cardinal' })]));
  const templates = new Map<string, Template | null>();

  /** The keys i18next tries in one language, the first found winning. */
  function candidates(code: string, key: string, count: number | undefined): string[] {
    if (count === undefined) return [key];
    const forms = [`${key}_${plurals.get(code)!.select(count)}`, key];
    return count === 0 ? [`${key}_zero`, ...forms] : forms;
  }

  function templateOf(key: string, count: number | undefined): Template | null {
    const cacheKey = count === undefined ? key : `${key}\u0000${count === 0 ? 'zero' : codes.map((code) => plurals.get(code)!.select(count)).join('/')}`;
    let template = templates.get(cacheKey);
    if (template === undefined) {
      template = null;
      search: for (const code of codes) {
        for (const candidate of candidates(code, key, count)) {
          const text: unknown = instance.getResource(code, 'translation', candidate);
          if (typeof text === 'string') {
            template = split(text);
            break search;
          }
        }
      }
      templates.set(cacheKey, template);
    }
    return template;
  }

  const t = (key: unknown, options?: unknown): string => {
    const values = options as Record<string, unknown> | undefined;
    if (typeof key !== 'string' || key.includes(':') || (options !== undefined && (typeof options !== 'object' || options === null))) return ask();
    if (values && Object.keys(values).some((name) => I18NEXT_OPTIONS.has(name))) return ask();
    const count = values?.count;
    if (count !== undefined && typeof count !== 'number') return ask();
    const template = templateOf(key, count);
    if (!template) return ask();
    let text = '';
    for (const part of template) {
      if (typeof part === 'string') {
        text += part;
        continue;
      }
      const value = values?.[part.name];
      if (typeof value === 'string') text += value;
      else if (typeof value === 'number') text += String(value);
      else return ask();
    }
    return text;

    function ask(): string {
      return (fixed as unknown as (key: unknown, options?: unknown) => string)(key, options);
    }
  };
  return t as unknown as TFunction;
}

/** The text's pieces, or null when it needs more than plain placeholders (nesting, formats, paths, unescaped values). */
function split(text: string): Template | null {
  if (text.includes('$t(')) return null;
  const parts: Array<string | { name: string }> = [];
  let at = 0;
  for (const match of text.matchAll(/\{\{(.+?)\}\}/g)) {
    const name = match[1]!.trim();
    if (!/^[A-Za-z0-9_]+$/.test(name)) return null;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ name });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
