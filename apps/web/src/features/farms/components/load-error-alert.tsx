import { CircleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api';

/** A section's failed load, in an alert: the spec's title and the server's message (storefront spec §2, §8). */
export function LoadErrorAlert({ title, error }: { title: string; error: unknown }) {
  const message = errorMessage(error, 'Please try again in a moment.');
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      {message !== title && <AlertDescription>{message}</AlertDescription>}
    </Alert>
  );
}
