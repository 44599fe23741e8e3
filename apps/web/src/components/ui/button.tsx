import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/*
 * cn() joins classes without merging them, so no class here may compete with another for the same property:
 * what a variant changes (focus ring colour, corners, text size, alignment) lives in every variant, not the base.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center gap-2 whitespace-nowrap font-medium transition-colors outline-none focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-emerald-800 focus-visible:ring-ring/50',
        destructive: 'bg-destructive text-white shadow-sm hover:bg-red-700 focus-visible:ring-red-500/40',
        outline: 'border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50',
        /** Outline on a see-through page background: buttons laid over pictures (the favourite heart). */
        overlay: 'border border-input bg-background/90 shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50',
        /** Outline in red text: signing out. */
        'outline-destructive': 'border border-input bg-card text-destructive shadow-xs hover:bg-accent hover:text-destructive focus-visible:ring-ring/50',
        /** Outline in white, on the dark green hero. */
        'outline-inverse': 'border border-white/40 bg-white/5 text-white shadow-xs hover:bg-white/15 hover:text-white focus-visible:ring-ring/50',
        /** The chosen one of outline toggles (aria-pressed): the farming-method filter. */
        'outline-pressed': 'border border-primary bg-emerald-50 text-emerald-900 shadow-xs hover:bg-emerald-100 hover:text-accent-foreground focus-visible:ring-ring/50',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-stone-200 focus-visible:ring-ring/50',
        ghost: 'hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50',
        /** Ghost in red text: remove and clear. */
        'ghost-destructive': 'text-destructive hover:bg-red-50 hover:text-destructive focus-visible:ring-ring/50',
        /** The chosen one of ghost toggles (aria-pressed): view switches, review filters. */
        pressed: 'bg-emerald-100 text-emerald-900 hover:bg-emerald-100 hover:text-accent-foreground focus-visible:ring-ring/50',
        /** Underlined on hover; the caller gives the colour (text-primary, or a fixed shade). */
        link: 'underline-offset-4 hover:underline focus-visible:ring-ring/50',
        accent: 'bg-amber-400 text-stone-900 shadow-sm hover:bg-amber-300 focus-visible:ring-ring/50',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-8 px-3 text-xs',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 text-sm',
        'icon-sm': 'size-8 text-sm',
        /** No box of its own: a link-styled button inside a line of text. */
        inline: 'h-auto px-0 text-xs',
      },
      /** round: a circle (icon sizes). The default corners follow the size (see compoundVariants). */
      shape: {
        default: '',
        round: 'rounded-full',
      },
      align: {
        center: 'justify-center',
        start: 'justify-start',
      },
    },
    compoundVariants: [
      { shape: 'default', size: ['default', 'lg', 'icon', 'icon-sm'], className: 'rounded-lg' },
      { shape: 'default', size: ['sm', 'inline'], className: 'rounded-md' },
    ],
    defaultVariants: { variant: 'default', size: 'default', shape: 'default', align: 'center' },
  },
);

export function Button({
  className,
  variant,
  size,
  shape,
  align,
  asChild = false,
  type,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, shape, align, className }))}
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
