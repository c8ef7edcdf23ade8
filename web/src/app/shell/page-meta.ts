import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route tells search engines and the browser's tab about its page (the router's `handle`). */
export interface PageMeta {
  title: string;
  description: string;
}

function isPageMeta(handle: unknown): handle is PageMeta {
  return typeof (handle as PageMeta | undefined)?.title === 'string' && typeof (handle as PageMeta).description === 'string';
}

/** Writes the deepest matching route's title and meta description into the document on every page change. */
export function usePageMeta(): void {
  const matches = useMatches();
  const meta = matches.map((match) => match.handle).findLast(isPageMeta);
  useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = meta.description;
  }, [meta]);
}
