import { useEffect } from 'react';

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

/** Sets the document's Arabic title, description and Open Graph tags for the page shown. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const fullTitle = pageTitle(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.origin + window.location.pathname);
  }, [title, description]);
}
