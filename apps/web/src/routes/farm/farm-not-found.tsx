import { ArrowLeftIcon, MapPinOffIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';

/** Storefront spec §2: 'Farm Not Found', with the server's text when the failure was not a missing farm. */
export function FarmNotFound({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <MapPinOffIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold">Farm Not Found</h1>
      <p className="text-muted-foreground">
        {missing ? "The farm you're looking for doesn't exist." : errorMessage(error, 'Failed to load farm details')}
      </p>
      <Link to={paths.farms} className={buttonVariants()}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Farms
      </Link>
    </div>
  );
}
