import { CircleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';

/** A section's failed load, in an alert: its title and the server's message (docs/product/storefront.md). */
export function LoadErrorAlert({ title, error }: { title: string; error: unknown }) {
  const t = useT('farms');
  const message = errorMessage(error, t('retryLater'));
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      {message !== title && <AlertDescription>{message}</AlertDescription>}
    </Alert>
  );
}
