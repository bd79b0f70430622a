import { useEffect } from 'react';
import { site } from '../../shared/site';
import { useT } from './i18n/useT';

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
export function usePageMeta(title: string, description?: string): void {
  const t = useT();
  const fullTitle = title ? t('meta.title', { title, name: site.name }) : t('meta.home', { name: site.name, tagline: t('site.tagline') });
  const content = description ?? t('site.description');
  useEffect(() => {
    document.title = fullTitle;
    setMeta('name', 'description', content);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', content);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', site.name);
  }, [fullTitle, content]);
}
