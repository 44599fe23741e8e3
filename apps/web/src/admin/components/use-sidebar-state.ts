import { useCallback, useEffect, useRef, useState } from 'react';

/** The sidebar's open or collapsed state is kept 7 days in a cookie (docs/product/admin-console.md). */
const COOKIE = 'sidebar_state';
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

function readCookie(): boolean {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

export function useSidebarState() {
  const [open, setOpen] = useState(readCookie);
  useEffect(() => {
    document.cookie = `${COOKIE}=${open}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
  }, [open]);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  return { open, toggle };
}

/** Ctrl/Cmd+B (docs/product/admin-console.md) anywhere in the console runs `onToggle`. */
export function useSidebarShortcut(onToggle: () => void) {
  const latest = useRef(onToggle);
  useEffect(() => {
    latest.current = onToggle;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        latest.current();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
