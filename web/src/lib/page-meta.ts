/**
 * Page-level metadata (docs/product/pages-and-routes.md "Page head tags"): title, description,
 * keywords, social-preview tags, robots and a canonical link built from the current origin and
 * path.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, isIndexable, withProductName, type PageDefinition } from '@heirloom/common/domain/pages';
import { appConfig } from './app-config';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Applies a page's metadata to the document head while the page is shown.
 * @param fullTitle the whole document title, when the page's own rule differs (blog articles)
 */
export function usePageMeta(
  page: Pick<PageDefinition, 'path' | 'title' | 'description' | 'keywords' | 'access'>,
  fullTitle?: string,
): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = fullTitle ?? documentTitle(page, appConfig.productName);
    const description = withProductName(page.description, appConfig.productName);
    const canonical = `${window.location.origin}${pathname}`;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('name', 'keywords', page.keywords.join(', '));
    setMeta('name', 'robots', isIndexable(page) ? 'index, follow' : 'noindex, nofollow');
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', canonical);
    setMeta('property', 'og:site_name', appConfig.productName);
    setMeta('name', 'twitter:card', 'summary');
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = canonical;
  }, [page, pathname, fullTitle]);
}
