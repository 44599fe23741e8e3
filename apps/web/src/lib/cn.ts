import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx). It does not merge Tailwind classes: of two classes for the same property on one
 * element (a component's `h-10` and a caller's `h-12`) the stylesheet's order decides, not the order here.
 * So a component takes a group its callers change as a variant, and callers never pass a class that competes
 * with one the component sets. In development a conflict is reported in the console.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) warnOnConflict(classes);
  return classes;
}

const reported = new Set<string>();

/** Development only (production builds drop it, and tailwind-merge with it): warns once per conflicting list. */
function warnOnConflict(classes: string): void {
  const joined = classes.replace(/\s+/g, ' ').trim();
  const merged = twMerge(joined);
  if (merged === joined || reported.has(joined)) return;
  reported.add(joined);
  console.warn(`cn: conflicting Tailwind classes in "${joined}"; the intended result is probably "${merged}"`);
}
