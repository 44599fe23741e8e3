import type { ComponentProps, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';

/**
 * A button whose action is asked again first, saying what it will do (delete, cancel, archive), in an alert dialog
 * named by its title and described by its description. While `busy` it is aria-disabled and opens nothing, but is
 * not `disabled`: the dialog gives the focus back to it as it closes, and a disabled button would drop it to <body>,
 * where a refused action would leave the keyboard user. Every text is the caller's. When the action cannot be done
 * (`confirm` null), the dialog says why and offers only its `cancel`, or an `alternative` that can be done.
 */
export function ConfirmButton({
  label,
  title,
  description,
  cancel,
  confirm,
  onConfirm,
  variant = 'destructive',
  confirmVariant = 'destructive',
  size,
  busy = false,
  icon,
  alternative,
}: {
  label: ReactNode;
  title: string;
  description: ReactNode;
  /** The button that closes the dialog and does nothing ('Keep it'). */
  cancel: string;
  /** The action's button, or null when it cannot be done. */
  confirm: string | null;
  onConfirm: () => void;
  /** What can be done instead (not destructive), offered beside `cancel`. */
  alternative?: { label: string; onConfirm: () => void };
  variant?: ComponentProps<typeof Button>['variant'];
  /** The action's button in the dialog: red for what takes something away, 'default' for a choice that does not. */
  confirmVariant?: ComponentProps<typeof AlertDialogAction>['variant'];
  size?: ComponentProps<typeof Button>['size'];
  busy?: boolean;
  icon?: ReactNode;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        {/* A click it prevents is one the trigger ignores (Radix composes the handlers so). */}
        <Button type="button" variant={variant} size={size} aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
          {icon}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          {alternative && (
            <AlertDialogAction variant="default" onClick={alternative.onConfirm}>
              {alternative.label}
            </AlertDialogAction>
          )}
          {confirm !== null && (
            <AlertDialogAction variant={confirmVariant} onClick={onConfirm}>
              {confirm}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
