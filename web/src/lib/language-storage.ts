/**
 * Where a visitor's choice of language is kept before they sign in (the profile keeps it after):
 * read by i18next's detector and, on a drawn page, opened early by the app's start-up.
 */
export const LANGUAGE_STORAGE_KEY = 'lunchbox.language';
