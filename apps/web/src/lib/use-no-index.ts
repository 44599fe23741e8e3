import { useEffect } from 'react';

/**
 * A page search engines should not list (a shopper's own checkout): a robots `noindex` in the head while it is
 * shown, taken away when the shopper moves on to a page that may be listed.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
}
