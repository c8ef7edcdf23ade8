import { deviceLanguageTags } from './language-storage.ts';

/**
 * The reader's catalogue (both its parts, catalogue-parts-plugin.ts), asked for by the entry of a
 * signed-in page (app/main.tsx) as it starts, alongside the app's code: i18next asks for it only once
 * its set-up has run, one more round trip before a slow phone could draw the first screen, whose
 * texts (the welcome, any screen but sign-in) need both parts. The language as i18next will pick it
 * (i18n-setup.ts): the first of the device's languages that we speak, else English; a wrong guess
 * costs only a download, since i18next asks for what it needs itself.
 */
export function startCatalogueDownload(): void {
  const tag = deviceLanguageTags().find((candidate) => /^(en|es)\b/i.test(candidate));
  // Written out per language: the bundler makes a chunk of a dynamic import it can read, not of a computed name.
  const parts =
    tag?.toLowerCase().startsWith('es') === true
      ? [import('virtual:catalogue/es/first'), import('virtual:catalogue/es/later')]
      : [import('virtual:catalogue/en/first'), import('virtual:catalogue/en/later')];
  for (const part of parts) part.catch(() => undefined);
}
