import type { ReactNode } from 'react';
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
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/**
 * A button whose action is asked again first, saying what it will do (delete, cancel, archive). While `busy` it is
 * aria-disabled and opens nothing, but is not `disabled`: the dialog gives the focus back to it as it closes, and a
 * disabled button would drop it to <body>, where a refused action would leave the keyboard user.
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirm,
  onConfirm,
  variant = 'destructive',
  size,
  busy = false,
  icon,
}: {
  label: string;
  title: string;
  description: ReactNode;
  confirm: string;
  onConfirm: () => void;
  variant?: 'destructive' | 'outline' | 'default';
  size?: 'sm' | 'default';
  busy?: boolean;
  icon?: ReactNode;
}) {
  const t = useT('admin');
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
          <AlertDialogCancel>{t('confirm.keep')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
