import { useEffect } from 'react';
import { site } from '../../shared/site';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Per-route <title>, meta description and Open Graph tags. */
export function usePageMeta(title: string, description: string = site.description): void {
  useEffect(() => {
    const fullTitle = title ? `${title} · ${site.name}` : `${site.name} · ${site.tagline}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', site.name);
  }, [title, description]);
}
