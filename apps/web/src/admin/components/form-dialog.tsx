import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The console's add and edit dialogs: a title, what the object is for, the form, scrolling on small screens. */
export function FormDialog({
  title,
  description,
  onClose,
  wide = true,
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent maxHeight="90dvh" className={wide ? 'sm:max-w-2xl' : 'sm:max-w-xl'}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
