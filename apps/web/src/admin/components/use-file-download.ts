import { useState } from 'react';
import { apiResponse, errorMessage } from '@/lib/api';
import type { QueryValue } from '@durio/shared/search-params';
import { toast } from '@/lib/toast';

/** A file the server makes and names (content-disposition), read with the console's sign-in. */
export async function fetchServerFile(path: string, query: Record<string, QueryValue>, fallbackName: string): Promise<{ file: Blob; fileName: string }> {
  const response = await apiResponse(path, { query });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { file: await response.blob(), fileName };
}

/**
 * A console button's download (the orders' and the products' CSV): fetches the file, hands it to the browser to
 * save, and says in a toast that it did or why it failed; `busy` while it runs.
 */
export function useFileDownload(fetchFile: () => Promise<{ file: Blob; fileName: string }>, toasts: { done: string; failed: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { file, fileName } = await fetchFile();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(link.href);
      toast.success(toasts.done);
    } catch (error) {
      toast.error(errorMessage(error, toasts.failed));
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}
