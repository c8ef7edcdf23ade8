import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** What a route tells search engines and the browser's tab about its page (the router's `handle`): its entry under `pages.*` in the catalogues. */
export interface PageHandle {
  page: string;
}

/** A page's title and search-result text in one language. */
export interface PageMeta {
  title: string;
  description: string;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof (handle as PageHandle | undefined)?.page === 'string';
}

/** The handles of the routes matching an address, outermost first (the route table's, app/router.tsx). */
export type HandlesAt = (pathname: string) => readonly unknown[];

/** The deepest matching route's title and description, in the language `t` writes (the prerendering's English, the reader's in the app). */
export function pageMetaOf(handles: readonly unknown[], t: TFunction): PageMeta | undefined {
  const handle = handles.findLast(isPageHandle);
  return handle && { title: t(`pages.${handle.page}.title`), description: t(`pages.${handle.page}.description`) };
}

/** Writes the page's title and meta description into the document on every page change and language switch. */
export function usePageMeta(handlesAt: HandlesAt): void {
  const { t } = useTranslation();
  const meta = pageMetaOf(handlesAt(useLocation().pathname), t);
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
