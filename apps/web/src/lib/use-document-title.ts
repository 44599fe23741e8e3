import { useEffect } from 'react';

/** The description of index.html: what a page without its own description shows. */
const SITE_DESCRIPTION =
  'Durio: fresh durians from verified Malaysian farms, delivered to your door or ready for pickup.';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets the tab title to '<page> | Durio' and the meta description to `description` (else the site's). */
export function useDocumentTitle(page: string, description?: string): void {
  useEffect(() => {
    document.title = `${page} | Durio`;
  }, [page]);
  useEffect(() => {
    descriptionTag().content = description ?? SITE_DESCRIPTION;
  }, [description]);
}
