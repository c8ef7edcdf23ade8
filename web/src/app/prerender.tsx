import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { matchRoutes, MemoryRouter } from 'react-router';
import { CURRENT_USER_QUERY } from '../lib/current-user.ts';
import { loadI18n } from '../lib/i18n.ts';
import { LightClient } from '../lib/light-client.ts';
import { lightLayer } from '../lib/light-data-layer.tsx';
import { SCHOOL_SETTINGS_QUERY } from '../lib/school-clock.ts';
import { ACTIVE_MENU_ITEMS_QUERY, type MenuItem } from '../features/weekly-menu/api/active-menu-items.ts';
import { menuWeekMondayAt } from '@lunchbox/domain/menu-week';
import { NO_NUTRITION } from '@lunchbox/domain/menu-schemas';
import { addDays, WEEKDAYS } from '@lunchbox/domain/school-dates';
import { AppRoot } from './app-root.tsx';
import { DRAWN_STYLES_ATTRIBUTE, EMOTION_CACHE_KEY, UNTIL_APP_ATTRIBUTE } from './prerendered-page.ts';
import { AppRoutes, routes } from './router.tsx';
import { pageMetaOf, type PageMeta } from './shell/page-meta.ts';

export interface PrerenderedPage extends PageMeta {
  /** The content of #root. */
  html: string;
  /** Emotion's <style> tags for that content, which the browser's emotion cache adopts instead of inserting the rules again. */
  styleTags: string;
}

/**
 * Draws the page at `address` as a signed-out visitor's first frame (the build runs this in Node,
 * see prerender-pages-plugin.ts): the same components, theme and styles as the app, with no data
 * from the server beyond "nobody signed in", so a screen that loads data shows its loading state.
 */
export async function prerenderPage(address: string): Promise<PrerenderedPage> {
  // The first frames are English (a Spanish browser's page turns Spanish once the app starts).
  const i18n = await loadI18n({ language: 'en' });
  const emotionCache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(emotionCache);
  const prelude = await draw(address, emotionCache);
  // The screens whose data arrives after the app starts: their loaded state is drawn once more, with
  // sample data, only for its styles, so that the arriving data's first commit inserts none (on a phone
  // emotion inserting two weeks of cards' rules was a long task of its own). Its markup is thrown away.
  const drawnOnly = new Set(Object.keys(emotionCache.inserted));
  const sample = SAMPLE_DATA[address];
  if (sample) await draw(address, emotionCache, sample);
  const collected = Object.keys(emotionCache.inserted).filter((id) => !drawnOnly.has(id));
  // Until the app takes over, its controls cannot act: disabled, so that a tap (or a test) waits for the real ones
  // instead of landing on a copy, and marked, so that the app enables these and no control its own code disables.
  // Links stay live, as plain links. (React escapes '>' in attribute values, so a tag ends at the first one.)
  const html = (await new Response(prelude).text()).replace(/<(button|input|textarea|select)\b([^>]*)>/g, (tag: string, name: string, attributes: string) =>
    / disabled(=|\s|\/|$)/.test(attributes) ? tag : `<${name} disabled="" ${UNTIL_APP_ATTRIBUTE}=""${attributes}>`,
  );
  const meta = pageMetaOf(matchRoutes(routes, address)?.map(({ route }) => route.handle as unknown) ?? [], i18n.getFixedT('en'));
  if (!meta) throw new Error(`no page title for ${address}`);
  const critical = emotion.extractCriticalToChunks(html);
  // Emotion inserts the rules of each layer of a composed component (MUI's Link on its Typography), not
  // only the combined rule its element wears: the browser would insert those again while it adopts the
  // page. They travel with the others, so that it finds them inserted already.
  const drawn = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const regular = critical.styles.find((chunk) => chunk.key === EMOTION_CACHE_KEY);
  const collectedIds = new Set(collected);
  for (const [id, css] of Object.entries(emotionCache.inserted)) {
    const wanted = collectedIds.has(id) || emotionCache.registered[`${EMOTION_CACHE_KEY}-${id}`] !== undefined;
    if (regular && !drawn.has(id) && typeof css === 'string' && wanted) {
      regular.ids.push(id);
      regular.css += css;
    }
  }
  // The global styles (CssBaseline's) keep emotion's attribute: their components adopt those tags themselves.
  const styleTags = emotion
    .constructStyleTagsFromChunks(critical)
    .replaceAll(`<style data-emotion="${EMOTION_CACHE_KEY} `, `<style ${DRAWN_STYLES_ATTRIBUTE}="`);
  return { html, styleTags, title: meta.title, description: meta.description };
}

/** Seeds the client with the answers a loaded screen needs (see SAMPLE_DATA). */
type Seed = (client: LightClient) => void;

async function draw(address: string, emotionCache: ReturnType<typeof createCache>, seed?: Seed) {
  // The light client, as a signed-out visitor's browser adopts the page with (main-app.tsx); it never answers what was not seeded.
  const client = new LightClient({ send: () => new Promise(() => undefined) });
  // Dates are not drawn before the app runs (a screen with dates is still loading), so any zone does.
  client.writeQuery({ query: SCHOOL_SETTINGS_QUERY, data: { schoolSettings: { timeZone: 'UTC' } } });
  client.writeQuery({ query: CURRENT_USER_QUERY, data: { me: null } });
  seed?.(client);
  // prerender (not renderToString) waits for the lazy screens and forms, as the browser will have them.
  // The browser hydrates this markup (main-app.tsx): the same tree, so the same markup, ids and class names.
  const { prelude } = await prerender(
    <AppRoot layer={lightLayer(client)} emotionCache={emotionCache}>
      <MemoryRouter initialEntries={[address]}>
        <AppRoutes />
      </MemoryRouter>
    </AppRoot>,
    // React moves a large Suspense boundary's content after the shell and reveals it with an inline
    // script, which the CSP (script-src 'self') would block: keep every boundary in place.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return prelude;
}

/** This week's menu with every kind of card: today's, two dishes (a daily total), pictures, badges, a day with no service. */
function seedWeeklyMenu(client: LightClient) {
  const monday = menuWeekMondayAt(0, new Date(), 'UTC');
  const item = (id: number, dayOfWeek: string, extra: Partial<MenuItem>): MenuItem => ({
    __typename: 'WeeklyMenuItem',
    id,
    weekStartDate: monday,
    weekEndDate: addDays(monday, 4),
    dayOfWeek,
    menuItem: 'Sample dish',
    description: '',
    price: '5.00',
    calories: null,
    imageUrl: null,
    isActive: true,
    allergens: [],
    dietTags: [],
    nutrition: NO_NUTRITION,
    ...extra,
  });
  const items = WEEKDAYS.slice(0, 4).flatMap((dayOfWeek, index) => [
    item(index * 2 + 1, dayOfWeek, { description: 'Sample', imageUrl: '/sample.jpg', allergens: ['milk'], dietTags: ['vegetarian'] }),
    item(index * 2 + 2, dayOfWeek, {}),
  ]);
  client.writeQuery({ query: ACTIVE_MENU_ITEMS_QUERY, data: { activeWeeklyMenuItems: items } });
}

const SAMPLE_DATA: Record<string, Seed | undefined> = { '/weekly-menu': seedWeeklyMenu };
