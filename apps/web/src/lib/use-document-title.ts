import { useEffect } from 'react';

/** Sets the tab title to '<page> | Durio'. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | Durio`;
  }, [page]);
}
