import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

type BusyButtonProps = ComponentProps<typeof Button> & {
  /** While true: a spinner, `busyLabel` instead of the children, and no second press. */
  busy: boolean;
  busyLabel: string;
};

/** A button whose action takes a while, such as a form's submit button. */
export function BusyButton({ busy, busyLabel, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={disabled || busy} {...props}>
      {busy && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
