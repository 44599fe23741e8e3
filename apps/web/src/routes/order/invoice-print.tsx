import type { Order } from '@durio/shared/schemas/orders';
import { orderNumber } from '@durio/shared/order-number';
import { PrinterIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ShopAddressLines } from '@/components/shop-contact';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';

/** The element that holds what the invoice prints; everything else on the page is left off the paper. */
export const INVOICE_ID = 'order-invoice';


/**
 * A 10mm page margin, and only the invoice on paper. `:has()` keeps the invoice's
 * ancestors, so the site header, footer, buttons and toasts drop out without touching the layout's code.
 */
const PRINT_CSS = `
@page { margin: 10mm; }
@media print {
  body *:not(:has(#${INVOICE_ID})):not(#${INVOICE_ID}):not(#${INVOICE_ID} *) { display: none !important; }
}`;

export function InvoicePrintStyles() {
  return <style>{PRINT_CSS}</style>;
}

/**
 * INVOICE, the order number and the seller; hidden on screen, printed above the order. An order with fruit priced
 * by weight says whether the prices below are the weighed ones (docs/product/selling-by-weight.md).
 */
export function InvoiceHeader({ order }: { order: Order }) {
  const t = useT('buying');
  const shop = useShopSettings().data?.shop;
  return (
    <div className="hidden border-b pb-4 print:flex print:items-start print:justify-between print:gap-6">
      <div>
        <p className="text-3xl font-extrabold tracking-wide">{t('invoice.heading')}</p>
        <p className="mt-1 text-sm">{t('invoice.orderNumber', { number: orderNumber(order.id) })}</p>
        <p className="text-sm">{t('invoice.date', { date: formatDate(order.createdAt) })}</p>
        {order.weighing?.weighedAt && <p className="text-sm">{t('invoice.weighedOn', { date: formatDate(order.weighing.weighedAt) })}</p>}
        {order.weighing?.awaiting && order.status !== 'CANCELLED' && <p className="text-sm">{t('invoice.awaitingWeighing')}</p>}
      </div>
      {shop && (
        <address className="text-right text-sm not-italic">
          <ShopAddressLines contact={shop} lineClassName="block first:font-semibold" />
          <span className="block">{shop.email}</span>
          <span className="block">{shop.phone}</span>
        </address>
      )}
    </div>
  );
}

/**
 * Prints the page as 'Invoice-<order number>' (the title names the saved PDF) and says so once the print
 * dialog has closed. Only a print started here toasts; the tab title comes back afterwards.
 */
export function PrintInvoiceButton({ order }: { order: Order | undefined }) {
  const t = useT('buying');
  const titleBeforePrint = useRef<string | null>(null);

  useEffect(() => {
    const afterPrint = () => {
      if (titleBeforePrint.current === null) return;
      document.title = titleBeforePrint.current;
      titleBeforePrint.current = null;
      toast.success(t('invoice.printed'));
    };
    window.addEventListener('afterprint', afterPrint);
    return () => window.removeEventListener('afterprint', afterPrint);
  }, [t]);

  const print = () => {
    if (!order) return;
    titleBeforePrint.current = document.title;
    document.title = t('invoice.fileName', { number: orderNumber(order.id) });
    window.print();
  };

  return (
    <Button variant="outline" onClick={print} disabled={!order}>
      <PrinterIcon aria-hidden="true" />
      {t('invoice.print')}
    </Button>
  );
}
