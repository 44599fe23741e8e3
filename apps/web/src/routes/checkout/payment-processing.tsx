import { formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { LoaderCircleIcon, ShieldCheckIcon } from 'lucide-react';
import { TestModeNotice } from './test-mode-notice';

/** The full-page view while the gateway window is open (docs/product/cart-and-checkout.md). */
export function PaymentProcessing({ orderId, total, testMode }: { orderId: string; total: number; testMode: boolean }) {
  const t = useT('buying');
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-background px-4 py-10">
      <section aria-labelledby="processing-title" className="grid w-full max-w-md justify-items-center gap-5 rounded-2xl border bg-card p-8 text-center shadow-lg">
        <LoaderCircleIcon className="size-12 animate-spin text-primary" aria-hidden="true" />
        <h1 id="processing-title" className="text-2xl font-bold">
          {t('payment.processing.title')}
        </h1>
        <dl className="grid w-full gap-2 rounded-xl bg-muted p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('payment.processing.order')}</dt>
            <dd className="font-mono text-xs break-all">{orderId}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('price.total')}</dt>
            <dd className="font-bold">{formatRm(total)}</dd>
          </div>
        </dl>
        <p role="status" className="font-medium text-amber-800">
          {t('payment.processing.doNotClose')}
        </p>
        {testMode && <TestModeNotice />}
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <ShieldCheckIcon className="size-4" aria-hidden="true" />
          {t('payment.processing.secure')}
        </p>
      </section>
    </div>
  );
}
