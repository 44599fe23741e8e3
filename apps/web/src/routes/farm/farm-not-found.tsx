import { ArrowLeftIcon, MapPinOffIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** 'Farm Not Found', with the server's text when the failure was not a missing farm (docs/product/storefront.md). */
export function FarmNotFound({ error }: { error: unknown }) {
  const t = useT('farms');
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <MapPinOffIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold">{t('farm.notFound')}</h1>
      <p className="text-muted-foreground">
        {missing ? t('farm.missing') : errorMessage(error, t('farm.failed'))}
      </p>
      <Link to={paths.farms} className={buttonVariants()}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('backToFarms')}
      </Link>
    </div>
  );
}
