import { TriangleAlertIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { translateMessage } from '@/lib/api-messages';
import { useT, type Translate } from '@/lib/i18n';
import { paths } from '@/lib/paths';

function describe(error: unknown, t: Translate<'common'>): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${translateMessage(error.statusText)}`;
  // An ApiError's message is in the page's language already; any other is said here when it is known.
  if (error instanceof Error) return translateMessage(error.message);
  return t('routeError.fallback');
}

/** The route error boundary ('Unexpected Application Error!', docs/product/storefront.md). */
export function RouteError() {
  const t = useT('common');
  const error = useRouteError();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <TriangleAlertIcon className="size-12 text-amber-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="text-muted-foreground">{describe(error, t)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonVariants()} reloadDocument>
          {t('returnHome')}
        </Link>
      </div>
    </div>
  );
}
