import { useEffect } from 'react';
import { site } from '../../shared/site';
import type { MessageId, MessageValues } from './i18n/i18n';
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

/** A page's full title and description, in the language of `t`; without a title of its own, the site's. */
export function pageMeta(t: (id: MessageId, values?: MessageValues) => string, title = '', description?: string) {
  return {
    title: title ? t('meta.title', { title, name: site.name }) : t('meta.home', { name: site.name, tagline: t('site.tagline') }),
    description: description ?? t('site.description'),
  };
}

/** Per-route <title>, meta description and Open Graph tags. */
export function usePageMeta(title: string, description?: string): void {
  const { title: fullTitle, description: content } = pageMeta(useT(), title, description);
  useEffect(() => {
    document.title = fullTitle;
    setMeta('name', 'description', content);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', content);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', site.name);
  }, [fullTitle, content]);
}
