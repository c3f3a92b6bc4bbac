import { useEffect } from 'react';
import { canonicalPathOf } from './pageMeta';

export interface PageMeta {
  /** The page's own title; " | لقطة" is appended. */
  title: string;
  description: string;
}

const SITE_NAME = 'لقطة';

/** A page's full document title: its own title, then the site's name. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** The page's canonical URL: on the origin the server wrote (its canonical link), else this one. */
function canonicalUrl(): string {
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const origin = link ? new URL(link.href).origin : window.location.origin;
  return origin + canonicalPathOf(window.location.pathname);
}

/**
 * Sets the document's Arabic title, description, canonical URL and Open Graph tags for the page
 * shown (the server writes them into the HTML of the first page; this follows in-app navigation).
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const fullTitle = pageTitle(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    const url = canonicalUrl();
    setMeta('property', 'og:url', url);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = url;
  }, [title, description]);
}
