import { CircleAlertIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ApiError } from '@/lib/api';
import { translateMessage } from '@/lib/api-messages';
import { cn } from '@/lib/cn';

/*
 * Messages of forms in the page's language (docs/product/languages.md): the server's (ApiError says them already) and the
 * shared schemas' validation messages, which are the spec's English until shown here.
 */

/** The text to show for a failed form submit: the server's message (or first field issue), else `fallback`. */
export function submitErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.issues[0]?.message ?? error.message ?? fallback;
  if (error instanceof Error && error.message) return translateMessage(error.message);
  return fallback;
}

/** The red alert that carries a form's error. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription>{translateMessage(message)}</AlertDescription>
    </Alert>
  );
}

/**
 * A field's message under it (react-hook-form's `errors.<field>.message`, often a shared schema's), in the
 * page's language; nothing when the field is fine. `id` ties it to the control's `aria-describedby`.
 */
export function FieldError({ message, className, ...props }: { message: string | null | undefined } & ComponentProps<'p'>) {
  if (!message) return null;
  return (
    <p className={cn('text-sm text-destructive', className)} {...props}>
      {translateMessage(message)}
    </p>
  );
}
