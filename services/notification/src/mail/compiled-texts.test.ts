import i18next from 'i18next';
import { describe, expect, it } from '@jest/globals';
import { resources } from '@lunchbox/domain/i18n/catalogues';
import { compiledTranslator } from './compiled-texts.ts';

const catalogue = i18next.createInstance();
void catalogue.init({ resources, fallbackLng: 'en', initAsync: false, interpolation: { escapeValue: false } });

/** Every text's key (without its plural suffix), e.g. 'email.confirmationSubject'. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

/** A value for every placeholder a text could name, tricky ones included ($ patterns, braces, nesting syntax). */
function valuesFor(texts: string[]): Record<string, string> {
  const names = new Set(texts.flatMap((text) => [...text.matchAll(/\{\{-?\s*([A-Za-z0-9_]+)/g)].map((match) => match[1]!)));
  return Object.fromEntries(
    [...names].map((name, index) => [name, index % 3 === 0 ? `${name} $& $1 {{brand}}` : index % 3 === 1 ? `$t(email.total) ${name}` : `${name}`]),
  );
}

describe('compiled e-mail texts', () => {
  it('when any text of the catalogues is asked for, in either language, with or without a count, then it reads exactly as i18next writes it', () => {
    const keys = [...new Set(keysOf(resources.en.translation))];
    const allTexts = JSON.stringify(resources);
    const values = valuesFor([allTexts]);
    for (const language of ['en', 'es']) {
      const fast = compiledTranslator(catalogue, language, 'en');
      const slow = catalogue.getFixedT(language);
      for (const key of keys) {
        // Twice each: the second answer comes from what the first one kept.
        for (let round = 0; round < 2; round += 1) {
          expect(fast(key)).toBe(slow(key));
          expect(fast(key, values)).toBe(slow(key, values));
          for (const count of [0, 1, 2, 7, 1_000_000]) expect(fast(key, { ...values, count })).toBe(slow(key, { ...values, count }));
        }
      }
    }
  });

  it('when a value is missing, a key is unknown or the call steers the lookup, then the answer is still i18next’s', () => {
    const fast = compiledTranslator(catalogue, 'es', 'en');
    const slow = catalogue.getFixedT('es');
    expect(fast('email.hello')).toBe(slow('email.hello'));
    expect(fast('email.hello', { name: undefined })).toBe(slow('email.hello', { name: undefined }));
    expect(fast('email.noSuchText', { name: 'Ana' })).toBe(slow('email.noSuchText', { name: 'Ana' }));
    expect(fast('email.hello', { name: 'Ana', lng: 'en' })).toBe(slow('email.hello', { name: 'Ana', lng: 'en' }));
    expect(fast('email', { name: 'Ana' })).toBe(slow('email', { name: 'Ana' }));
  });
});
