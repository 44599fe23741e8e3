import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]', className)}
      {...props}
    />
  );
}

/** Position, width, padding and height limit are variants: cn() does not let a caller's class replace them. */
const dialogContentVariants = cva(
  'fixed left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 overflow-y-auto rounded-xl border bg-card shadow-xl outline-none data-[state=open]:animate-in',
  {
    variants: {
      layout: {
        /** A small box in the middle of the screen. */
        centered: 'top-1/2 max-w-md -translate-y-1/2 gap-4 p-6',
        /** A wide box near the top (the media viewer). */
        top: 'top-[4dvh] max-w-4xl translate-y-0 gap-3 p-4 sm:p-6',
      },
      /** How tall it grows before its content scrolls. */
      maxHeight: {
        default: 'max-h-[calc(100dvh-2rem)]',
        '90dvh': 'max-h-[90dvh]',
        '92dvh': 'max-h-[92dvh]',
      },
    },
    defaultVariants: { layout: 'centered', maxHeight: 'default' },
  },
);

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  layout,
  maxHeight,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & VariantProps<typeof dialogContentVariants> & { showCloseButton?: boolean }) {
  const t = useT('common');
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ layout, maxHeight }), className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            aria-label={t('dialog.close')}
          >
            <XIcon className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
