import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Each language's catalogue (packages/domain/src/i18n) in two parts, `virtual:catalogue/<language>/<part>`:
 * `first`, the texts of the shell and of the pages a visitor opens first (home, the weekly menu,
 * signing in), and `later`, the texts of the screens a parent or an administrator reaches after
 * (i18n-setup.ts loads it with those screens' code, see loadLaterTexts). A first visit downloads
 * about a third of a catalogue.
 */
export const CATALOGUE_PART = 'virtual:catalogue/';

/** The sections only screens loaded later use (their code is a chunk of its own, app/router.tsx). */
const LATER_SECTIONS = new Set([
  'admin',
  'calendarFeed',
  'cart',
  'checkout',
  'children',
  'contact',
  'dateField',
  'feedback',
  'history',
  'home',
  'myOrders',
  'neverMissScreens',
  'order',
  'pay',
  'picker',
  'profile',
  'repeat',
  'schedule',
  'schoolDay',
]);

/**
 * Parts of those sections that a first page shows all the same: the weekly menu's dish details name
 * the nutrients as the admin's form does, and the header's cart button is on every page.
 */
const FIRST_ALL_THE_SAME = [
  ['admin', 'menuDialogs', 'nutrition'],
  ['cart', 'cartLabel'],
  ['cart', 'cartButton_one'],
  ['cart', 'cartButton_other'],
];

/**
 * The sections no screen reads: the e-mails', which only the services write, and `deadline`, whose
 * sentences the screens take from the domain's deadline-texts.ts (the catalogue keeps them for the
 * services and for catalogues.test.ts to hold the two equal).
 */
const SERVER_ONLY_SECTIONS = new Set(['deadline', 'email', 'neverMiss']);

type Texts = { [key: string]: string | Texts };

function copyPath(from: Texts, to: Texts, keys: string[]): void {
  const [key, ...rest] = keys;
  const value = from[key!];
  if (value === undefined) throw new Error(`the catalogue has no ${keys.join('.')}`);
  if (rest.length === 0 || typeof value === 'string') {
    to[key!] = value;
    return;
  }
  const next = (to[key!] ??= {}) as Texts;
  copyPath(value, next, rest);
}

/** The two parts of one catalogue; `later` holds whole sections, so merging it over `first` gives the catalogue. */
export function splitCatalogue(catalogue: Texts): { first: Texts; later: Texts } {
  const first: Texts = {};
  const later: Texts = {};
  for (const [section, texts] of Object.entries(catalogue)) {
    if (SERVER_ONLY_SECTIONS.has(section)) continue;
    (LATER_SECTIONS.has(section) ? later : first)[section] = texts;
  }
  for (const keys of FIRST_ALL_THE_SAME) copyPath(catalogue, first, keys);
  return { first, later };
}

export function catalogueParts(): Plugin {
  return {
    name: 'lunchbox:catalogue-parts',
    resolveId: (source) => (source.startsWith(CATALOGUE_PART) ? `\0${source}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${CATALOGUE_PART}`)) return undefined;
      const [language, part] = id.slice(CATALOGUE_PART.length + 1).split('/');
      if (part !== 'first' && part !== 'later') this.error(`${id}: the part is first or later`);
      const file = await this.resolve(`@lunchbox/domain/i18n/${language}.json`);
      if (!file) this.error(`no catalogue for the language ${language}`);
      this.addWatchFile(file.id);
      const texts = splitCatalogue(JSON.parse(readFileSync(file.id, 'utf8')) as Texts)[part];
      // JSON.parse of a string starts faster than an object literal of the same size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
