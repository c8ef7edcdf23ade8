import type { ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { DRAWN_STYLES_ATTRIBUTE, EMOTION_CACHE_KEY, UNTIL_APP_ATTRIBUTE } from './prerendered-page.ts';

/**
 * Drawing the app to HTML outside a browser, for a page the browser then adopts (hydrates): the
 * build's signed-out pages (prerender.tsx) and the gateway's signed-in ones (signed-in-render.tsx).
 */

/** The markup of `tree`, once every lazy screen and form in it has loaded, as the browser will have them. */
export async function drawToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree, {
    // React moves a large Suspense boundary's content after the shell and reveals it with an inline
    // script, which the CSP (script-src 'self') would block: keep every boundary in place.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  return new Response(prelude).text();
}

/**
 * Until the app takes over, its controls cannot act: disabled, so that a tap (or a test) waits for the real ones
 * instead of landing on a copy, and marked, so that the app enables these and no control its own code disables.
 * Links stay live, as plain links, and so does the selected tab, whose click changes nothing: the tab list
 * keeps a control that takes the focus, which a keyboard needs to scroll it (axe's scrollable-region-focusable).
 * (React escapes '>' in attribute values, so a tag ends at the first one.)
 */
export function disableControlsUntilApp(html: string): string {
  return html.replace(/<(button|input|textarea|select)\b([^>]*)>/g, (tag: string, name: string, attributes: string) =>
    / disabled(=|\s|\/|$)/.test(attributes) || / aria-selected="true"/.test(attributes) ? tag : `<${name} disabled="" ${UNTIL_APP_ATTRIBUTE}=""${attributes}>`,
  );
}

/** Emotion's cache for one drawing, and the <style> tags of what was drawn with it. */
export interface DrawingStyles {
  cache: EmotionCache;
  /**
   * Emotion's <style> tags for the drawn `html`, marked for the browser's emotion cache to take as inserted
   * (prerendered-page.ts). `alsoIds`: rules inserted by a drawing not sent (prerender.tsx's sample data), sent too.
   */
  tagsFor: (html: string, alsoIds?: ReadonlySet<string>) => string;
}

/**
 * Made before the drawing: emotion's server instance switches the cache to keeping the rules it inserts
 * (its compat mode), where a cache without it writes a <style> tag beside each element in the markup,
 * which then holds none of the rules the head's tag should.
 */
export function drawingStyles(): DrawingStyles {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  const tagsFor = (html: string, alsoIds: ReadonlySet<string> = new Set()): string => {
    const critical = emotion.extractCriticalToChunks(html);
    // Emotion inserts the rules of each layer of a composed component (MUI's Link on its Typography), not
    // only the combined rule its element wears: the browser would insert those again while it adopts the
    // page. They travel with the others, so that it finds them inserted already.
    const drawn = new Set(critical.styles.flatMap((chunk) => chunk.ids));
    const regular = critical.styles.find((chunk) => chunk.key === EMOTION_CACHE_KEY);
    for (const [id, css] of Object.entries(cache.inserted)) {
      const wanted = alsoIds.has(id) || cache.registered[`${EMOTION_CACHE_KEY}-${id}`] !== undefined;
      if (regular && !drawn.has(id) && typeof css === 'string' && wanted) {
        regular.ids.push(id);
        regular.css += css;
      }
    }
    // The global styles (CssBaseline's) keep emotion's attribute: their components adopt those tags themselves.
    return emotion.constructStyleTagsFromChunks(critical).replaceAll(`<style data-emotion="${EMOTION_CACHE_KEY} `, `<style ${DRAWN_STYLES_ATTRIBUTE}="`);
  };
  return { cache, tagsFor };
}
