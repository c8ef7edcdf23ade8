import type { EmotionCache } from '@emotion/cache';
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
import { disableControlsUntilApp, drawingStyles, drawToHtml } from './draw-page.tsx';
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
  const styles = drawingStyles();
  const emotionCache = styles.cache;
  const drawnHtml = await drawToHtml(tree(address, emotionCache));
  // The screens whose data arrives after the app starts: their loaded state is drawn once more, with
  // sample data, only for its styles, so that the arriving data's first commit inserts none (on a phone
  // emotion inserting two weeks of cards' rules was a long task of its own). Its markup is thrown away.
  const drawnOnly = new Set(Object.keys(emotionCache.inserted));
  const sample = SAMPLE_DATA[address];
  if (sample) await drawToHtml(tree(address, emotionCache, sample));
  const collected = Object.keys(emotionCache.inserted).filter((id) => !drawnOnly.has(id));
  const html = disableControlsUntilApp(drawnHtml);
  const meta = pageMetaOf(matchRoutes(routes, address)?.map(({ route }) => route.handle as unknown) ?? [], i18n.getFixedT('en'));
  if (!meta) throw new Error(`no page title for ${address}`);
  const styleTags = styles.tagsFor(html, new Set(collected));
  return { html, styleTags, title: meta.title, description: meta.description };
}

/** Seeds the client with the answers a loaded screen needs (see SAMPLE_DATA). */
type Seed = (client: LightClient) => void;

function tree(address: string, emotionCache: EmotionCache, seed?: Seed) {
  // The light client, as a signed-out visitor's browser adopts the page with (main-app.tsx); it never answers what was not seeded.
  const client = new LightClient({ send: () => new Promise(() => undefined) });
  // Dates are not drawn before the app runs (a screen with dates is still loading), so any zone does.
  client.writeQuery({ query: SCHOOL_SETTINGS_QUERY, data: { schoolSettings: { timeZone: 'UTC' } } });
  client.writeQuery({ query: CURRENT_USER_QUERY, data: { me: null } });
  seed?.(client);
  // The browser hydrates this markup (main-app.tsx): the same tree, so the same markup, ids and class names.
  return (
    <AppRoot layer={lightLayer(client)} emotionCache={emotionCache}>
      <MemoryRouter initialEntries={[address]}>
        <AppRoutes />
      </MemoryRouter>
    </AppRoot>
  );
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
