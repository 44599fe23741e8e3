import { FlaskConicalIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** Shown whenever the built-in sandbox gateway takes the payment (DECISIONS §5). */
export function TestModeNotice() {
  return (
    <Alert variant="warning" role="status" className="text-left">
      <FlaskConicalIcon aria-hidden="true" />
      <AlertTitle>Test mode</AlertTitle>
      <AlertDescription>
        Payments go to the sandbox gateway: no card is charged and no real money moves.
      </AlertDescription>
    </Alert>
  );
}
