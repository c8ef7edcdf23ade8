import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import i18next from 'i18next';

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every `t('…')` key written literally in the web app's sources (dynamic keys are checked where they render). */
function literalKeys(): Array<{ file: string; key: string }> {
  const files = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.startsWith('gql'));
  return files.flatMap((file) =>
    [...readFileSync(path.join(webSource, file), 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)].map((match) => ({ file, key: match[1]! })),
  );
}

describe('the screens name only texts the catalogues have', () => {
  test('when a screen asks for a text by its key, then both languages have it, so no screen shows a raw key', () => {
    const keys = literalKeys();
    expect(keys.length).toBeGreaterThan(10);
    const missing = keys.filter(({ key }) => {
      const known = (language: string) => i18next.exists(key, { lng: language }) || i18next.exists(`${key}_other`, { lng: language });
      return !known('en') || !known('es');
    });
    expect(missing).toEqual([]);
  });
});

describe('every page has its browser tab title and search-result text in both languages', () => {
  test("when a route names its page (router.tsx's page(path, screen, '…')), then both catalogues have its title and description, the Spanish a translation", () => {
    const router = readFileSync(path.join(webSource, 'app', 'router.tsx'), 'utf8');
    const pages = [...router.matchAll(/page\('[^']*', \w+, '([a-zA-Z]+)'\)/g)].map((match) => match[1]!);
    expect(pages.length).toBeGreaterThanOrEqual(14);
    for (const page of pages) {
      for (const part of ['title', 'description']) {
        const key = `pages.${page}.${part}`;
        expect([key, i18next.exists(key, { lng: 'en' }), i18next.exists(key, { lng: 'es' })]).toEqual([key, true, true]);
        expect(i18next.t(key, { lng: 'es' })).not.toBe(i18next.t(key, { lng: 'en' }));
      }
    }
    expect(i18next.t('pages.home.title', { lng: 'en' })).toBe('Lunchbox – school lunches');
  });
});
