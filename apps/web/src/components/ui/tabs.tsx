import { cva, type VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/*
 * What callers change (layout, spacing, the look of the list) is a variant: cn() does not merge classes, so a
 * caller's class cannot replace one set here. variant="nav" on the list and its triggers: a side menu.
 */
const tabsVariants = cva('', {
  variants: {
    /** stack: the list above the panels; grid: the caller places them (grid-cols-…). */
    layout: { stack: 'flex flex-col', grid: 'grid' },
    gap: { default: 'gap-3', lg: 'gap-6' },
  },
  defaultVariants: { layout: 'stack', gap: 'default' },
});

const tabsListVariants = cva('max-w-full items-center gap-1 overflow-x-auto rounded-lg', {
  variants: {
    /** grid: full width, the caller sets the columns. */
    layout: { inline: 'inline-flex w-fit', grid: 'grid w-full' },
    variant: { default: 'bg-secondary p-1', nav: 'bg-transparent p-0' },
  },
  defaultVariants: { layout: 'inline', variant: 'default' },
});

const tabsTriggerVariants = cva(
  'inline-flex items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm',
  {
    variants: {
      variant: {
        default: 'justify-center gap-1.5 py-1.5 data-[state=active]:bg-card data-[state=active]:text-foreground',
        nav: 'justify-start gap-2 py-2 data-[state=active]:bg-accent data-[state=active]:text-accent-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const tabsContentVariants = cva('outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', {
  variants: {
    variant: {
      default: 'rounded-lg',
      /** The panel is a card itself. */
      card: 'rounded-xl border bg-card p-5',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Tabs({ className, layout, gap, ...props }: ComponentProps<typeof TabsPrimitive.Root> & VariantProps<typeof tabsVariants>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn(tabsVariants({ layout, gap }), className)} {...props} />;
}

export function TabsList({ className, layout, variant, ...props }: ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ layout, variant }), className)} {...props} />;
}

export function TabsTrigger({ className, variant, ...props }: ComponentProps<typeof TabsPrimitive.Trigger> & VariantProps<typeof tabsTriggerVariants>) {
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(tabsTriggerVariants({ variant }), className)} {...props} />;
}

export function TabsContent({ className, variant, ...props }: ComponentProps<typeof TabsPrimitive.Content> & VariantProps<typeof tabsContentVariants>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn(tabsContentVariants({ variant }), className)} {...props} />;
}
