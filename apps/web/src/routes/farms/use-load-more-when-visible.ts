import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref callback for the list's last item: once at least half of it is on screen (docs/product/storefront.md, the
 * farms list), `onVisible` runs. A new last item gets a new observer, so a short page keeps loading.
 */
export function useLoadMoreWhenVisible(onVisible: () => void, enabled: boolean) {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  return useCallback(
    (node: Element | null) => {
      if (!node || !enabled) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { threshold: 0.5 },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [enabled],
  );
}
