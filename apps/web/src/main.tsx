import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/lib/toast';
import { AuthProvider } from '@/lib/auth';
import { loadFirstMessages } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { router } from './router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The header and footer are in the page's language from the first paint.
await loadFirstMessages();

/*
 * By now the first page's data, chunks and texts have usually arrived, so its first render is the whole page
 * at once. As a transition React renders it in slices and lets the browser breathe in between, instead of
 * one long task a phone cannot answer a tap during (Lighthouse's Total Blocking Time).
 */
const root = createRoot(container);
startTransition(() => root.render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        {/*
          One toast at a time, shown for 5 s (docs/product/storefront.md). At the bottom, where it covers neither the
          header nor the top of a sticky sidebar (the checkout's Order Summary).
        */}
        <Toaster position="bottom-right" closeButton duration={5000} visibleToasts={1} />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
));
