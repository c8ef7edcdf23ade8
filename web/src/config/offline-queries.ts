/**
 * The GraphQL queries whose last answers the service worker keeps, so the weeks' menu and the
 * children's upcoming lunches open without a connection (read by vite.config.ts for the worker,
 * and by the sign-out, which empties the cache so nobody else's data stays on a shared device).
 */
export const OFFLINE_QUERIES: readonly string[] = [
  'CurrentUser',
  'ActiveWeeklyMenuItems',
  'UpcomingWeeklyMenuItems',
  'LunchSchedule',
  'MyChildren',
  'SchoolSettings',
];

export const OFFLINE_DATA_CACHE = 'lunchbox-data';
