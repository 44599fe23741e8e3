import { useCallback, useEffect, useRef } from 'react';

/**
 * Where the focus goes after a shopper asks for a list's next page with 'Load more' or 'Try Again'. The button
 * is disabled or replaced while the page loads, which leaves the focus on the body, so the next Tab would start
 * from the top of the page (WCAG 2.4.3 focus order). Once the page is shown, the focus moves to the first item
 * it added (its first link, or the item itself when it has none), where the shopper reads on; when the load
 * fails, to the Try Again in the alert that says why.
 *
 * `shown`: how many items the list renders; `failed`: the last load of a next page failed and none is under
 * way. Give `listRef` to the element whose children are the items (the focus goes to an item's first link),
 * `retryRef` to the Try Again button, and call `expectPageFrom(shown)` when the shopper presses either button
 * (not for a load the list starts by itself: that must not move the focus).
 */
export function useLoadMoreFocus({ shown, failed }: { shown: number; failed: boolean }) {
  const list = useRef<HTMLElement | null>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  /** The index of the first item of the page the shopper asked for, until it is shown or its load fails. */
  const awaited = useRef<number | null>(null);

  useEffect(() => {
    const index = awaited.current;
    if (index === null || shown <= index) return;
    awaited.current = null;
    const item = list.current?.children[index] as HTMLElement | undefined;
    const link = item?.querySelector<HTMLElement>('a[href]');
    if (link) return link.focus();
    // An item with no link of its own (a review) takes the focus itself, reachable by script only.
    if (item && !item.hasAttribute('tabindex')) item.tabIndex = -1;
    item?.focus();
  }, [shown]);

  useEffect(() => {
    if (!failed || awaited.current === null) return;
    awaited.current = null;
    retryRef.current?.focus();
  }, [failed]);

  // A callback, so one list may be a <ul> in one view and a table's <tbody> in another.
  const listRef = useCallback((node: HTMLElement | null) => {
    list.current = node;
  }, []);
  const expectPageFrom = useCallback((index: number) => {
    awaited.current = index;
  }, []);
  return { listRef, retryRef, expectPageFrom };
}
