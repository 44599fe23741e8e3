import { ArrowLeftIcon, CircleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** An error or a missing tree shows the alert 'Tree not found' and Back to Farms (docs/product/storefront.md). */
export function TreeNotFound({ error }: { error: unknown }) {
  const t = useT('farms');
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-16">
      <h1 className="sr-only">{t('tree.notFound')}</h1>
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('tree.notFound')}</AlertTitle>
        <AlertDescription>
          {missing ? t('tree.missing') : errorMessage(error, t('tree.failed'))}
        </AlertDescription>
      </Alert>
      <Link to={paths.farms} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('backToFarms')}
      </Link>
    </div>
  );
}
