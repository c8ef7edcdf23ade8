/**
 * Where a visitor's choice of language is kept before they sign in (the profile keeps it after):
 * read by i18next's detector and, on a drawn page, opened early by the app's start-up.
 */
export const LANGUAGE_STORAGE_KEY = 'lunchbox.language';

/** The language tags a visitor reads, most wanted first: the one chosen on this device, then the browser's. */
export function deviceLanguageTags(): string[] {
  let chosen: string | null = null;
  try {
    chosen = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // no storage for the page (a private window, a sandbox): the browser's languages decide
  }
  return [...(chosen ? [chosen] : []), ...(window.navigator.languages ?? []), window.navigator.language].filter(Boolean);
}
