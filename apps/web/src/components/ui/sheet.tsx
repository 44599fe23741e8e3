import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';

/** A Radix dialog that slides in from the right edge (the mobile navigation drawer). */
export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

export function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

/** Side and spacing are variants: cn() does not let a caller's class replace them. */
const sheetContentVariants = cva(
  'fixed inset-y-0 z-50 flex h-full max-w-sm flex-col overflow-y-auto bg-background shadow-xl outline-none data-[state=open]:animate-slide-in-right',
  {
    variants: {
      side: {
        right: 'right-0 w-4/5 border-l',
        /** The console's navigation drawer. */
        left: 'left-0 w-72 border-r',
      },
      spacing: {
        default: 'gap-4 p-6',
        sm: 'gap-4 p-3',
        /** The content sets its own (the shop's filters, with a header and a footer bar). */
        none: 'gap-0 p-0',
      },
    },
    defaultVariants: { side: 'right', spacing: 'default' },
  },
);

export function SheetContent({
  className,
  children,
  side,
  spacing,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetContentVariants>) {
  const t = useT('common');
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-stone-950/50" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetContentVariants({ side, spacing }), className)}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label={t('sheet.close')}
        >
          <XIcon className="size-5" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
