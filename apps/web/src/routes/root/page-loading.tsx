import { LoaderCircleIcon } from 'lucide-react';

export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircleIcon className="size-6 animate-spin text-emerald-600" aria-hidden="true" />
      <span>Loading Durio...</span>
    </div>
  );
}
