/** The languages Lunchbox speaks (issue 14), without their catalogues, so code that only names a language stays light. */
export const LANGUAGE_CODES = ['en', 'es'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** A language tag from anywhere (a browser's 'es-MX', a stored 'es') as one of ours; English otherwise. */
export function languageOf(tag: string | null | undefined): LanguageCode {
  return tag?.toLowerCase().startsWith('es') ? 'es' : 'en';
}
