import { translateMessage } from './api-messages';

const loading = new Map<string, Promise<void>>();

/** Adds a <script> once per URL and resolves when it has run; a failed load can be tried again. */
export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new Error(translateMessage('Failed to load the payment window. Please try again.')));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
