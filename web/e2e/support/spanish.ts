import { readFileSync } from 'node:fs';
import { expect, type Locator } from '@playwright/test';

type Texts = { [key: string]: string | Texts };

const catalogue = (language: string): Texts =>
  JSON.parse(readFileSync(new URL(`../../../packages/domain/src/i18n/${language}.json`, import.meta.url), 'utf8')) as Texts;

function flatten(texts: Texts, prefix = ''): Array<[string, string]> {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`)));
}

const spanish = new Map(flatten(catalogue('es')));
const spanishTexts = [...spanish.values()];

/**
 * The English catalogue's sentences a Spanish screen must not show: every English text of two words
 * or more without values, whose Spanish differs and that no Spanish text holds ('Email' is in
 * 'Email (WhatsApp)' and could appear in a Spanish sentence). A text of the server or the shared
 * schemas has its English here too, so an untranslated refusal is caught as well.
 */
const ENGLISH_SENTENCES = flatten(catalogue('en'))
  .filter(([key, text]) => !text.includes('{{') && /\p{L}+\s+\p{L}+/u.test(text) && spanish.get(key) !== text)
  .map(([, text]) => text)
  .filter((text) => !spanishTexts.some((other) => other.includes(text)));

/** A catalogue key on screen ('cart.payNow', 'admin.orders.title') would mean a text the catalogue lacks. */
const RAW_KEY = new RegExp(`\\b(${[...new Set(flatten(catalogue('en')).map(([key]) => key.split('.')[0]!))].join('|')})\\.[a-zA-Z_]+(\\.[a-zA-Z_]+)*\\b`);

/** The pages' browser tab titles in Spanish (`pages.*.title`). */
const SPANISH_PAGE_TITLES = [...spanish].filter(([key]) => /^pages\.\w+\.title$/.test(key)).map(([, title]) => title);

/** The part of the screen shows no raw key and none of the catalogue's English sentences, and the browser tab a Spanish page title. */
export async function expectAllSpanish(region: Locator, allowed: readonly string[] = []): Promise<void> {
  const page = region.page();
  // The shell writes the title once the page's route has drawn: wait for it, and show the English one if it stays.
  await expect
    .poll(async () => {
      const title = await page.title();
      return SPANISH_PAGE_TITLES.includes(title) ? 'a Spanish page title' : title;
    })
    .toBe('a Spanish page title');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(ENGLISH_SENTENCES, 'the meta description is English').not.toContain(description);
  const text = await region.innerText();
  expect(text, 'a raw catalogue key is on screen').not.toMatch(RAW_KEY);
  expect.soft(ENGLISH_SENTENCES.filter((sentence) => text.includes(sentence) && !allowed.includes(sentence))).toEqual([]);
}
