import { TriangleAlertIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

/** The route error boundary (storefront spec §8: 'Unexpected Application Error!'). */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <TriangleAlertIcon className="size-12 text-amber-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">{describe(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonVariants()} reloadDocument>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
