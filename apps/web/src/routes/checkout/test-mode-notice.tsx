import { FlaskConicalIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useT } from '@/lib/i18n';

/** Shown whenever the built-in sandbox gateway takes the payment (docs/product/cart-and-checkout.md). */
export function TestModeNotice() {
  const t = useT('buying');
  return (
    <Alert variant="warning" role="status" className="text-left">
      <FlaskConicalIcon aria-hidden="true" />
      <AlertTitle>{t('payment.testMode.title')}</AlertTitle>
      <AlertDescription>
        {t('payment.testMode.text')}
      </AlertDescription>
    </Alert>
  );
}
