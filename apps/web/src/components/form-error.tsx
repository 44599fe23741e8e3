import { CircleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ApiError } from '@/lib/api';

/** The text to show for a failed form submit: the server's message (or first field issue), else `fallback`. */
export function submitErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.issues[0]?.message ?? error.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The red alert that carries a form's error. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
