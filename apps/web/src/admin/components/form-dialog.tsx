import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The console's add and edit dialogs: a title, what the object is for, the form, scrolling on small screens. */
export function FormDialog({
  title,
  description,
  onClose,
  returnFocus,
  wide = true,
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  /**
   * Puts the focus back where the dialog was opened from once it has gone. No DialogTrigger opens these dialogs, so
   * Radix has no trigger to give it back to and would leave it on <body>.
   */
  returnFocus?: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        maxHeight="90dvh"
        className={wide ? 'sm:max-w-2xl' : 'sm:max-w-xl'}
        onCloseAutoFocus={
          returnFocus &&
          ((event) => {
            event.preventDefault();
            returnFocus();
          })
        }
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
