import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';
import { useT } from './i18n';

/*
 * sonner's `toast` and `<Toaster>`, with the package (~9 KB gzip) downloaded when the first toast is raised
 * rather than with every first page. Toasts keep their order, and sonner's Toaster shows the ones raised
 * before it mounted.
 */

let sonner: Promise<typeof import('sonner')> | null = null;
const waiting = new Set<() => void>();

function loadSonner() {
  if (!sonner) {
    sonner = import('sonner');
    for (const notify of waiting) notify();
  }
  return sonner;
}

type Kind = 'success' | 'error' | 'info';

/*
 * One toast at a time (docs/product/storefront.md): a new toast dismisses the one showing. sonner's
 * `visibleToasts` only hides the others, and they come back one after another as the front one goes.
 */
const raise = (kind: Kind) => (message: string, data?: ExternalToast) => {
  void loadSonner().then(({ toast: sonnerToast }) => {
    sonnerToast.dismiss();
    sonnerToast[kind](message, data);
  });
};

export const toast = { success: raise('success'), error: raise('error'), info: raise('info') };

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

function subscribe(notify: () => void) {
  waiting.add(notify);
  return () => {
    waiting.delete(notify);
  };
}

/** sonner's Toaster, mounted once the first toast has asked for the package; its own labels in the page's language. */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  const t = useT('common');
  const needed = useSyncExternalStore(subscribe, () => sonner !== null);
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close'), ...toastOptions }}
        {...props}
      />
    </Suspense>
  ) : null;
}
