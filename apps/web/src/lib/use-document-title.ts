import { useEffect } from 'react';
import { translator } from './i18n';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the tab title to '<page> | Durio' and the meta description to `description` (else the site's, the one
 * index.html has, in the page's language).
 */
export function useDocumentTitle(page: string, description?: string): void {
  useEffect(() => {
    document.title = `${page} | Durio`;
  }, [page]);
  useEffect(() => {
    descriptionTag().content = description ?? translator('common')('site.description');
  }, [description]);
}
