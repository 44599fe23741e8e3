import type { ComponentProps } from 'react';

/** The Durio durian drawing: logo, favicon and the stand-in for products without a photo. */
export function DurianMark(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <path d="M32 4c-2 4-2 7 0 10" fill="none" stroke="#065f46" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 12c14 0 24 11 24 25S46 60 32 60 8 51 8 37s10-25 24-25z" fill="#a3b83a" />
      <g fill="#6b7d1f">
        <path d="M20 22l3-6 3 6z" />
        <path d="M38 22l3-6 3 6z" />
        <path d="M12 34l-4-4 6-1z" />
        <path d="M52 34l4-4-6-1z" />
        <path d="M29 28l3-6 3 6z" />
        <path d="M20 40l3-6 3 6z" />
        <path d="M38 40l3-6 3 6z" />
        <path d="M29 50l3-6 3 6z" />
        <path d="M14 48l-3-5 6 0z" />
        <path d="M50 48l3-5-6 0z" />
      </g>
      <path d="M32 24c5 4 7 10 7 16s-3 11-7 13c-4-2-7-7-7-13s2-12 7-16z" fill="#fcd34d" opacity=".9" />
    </svg>
  );
}
