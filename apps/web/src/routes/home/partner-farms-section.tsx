import { ArrowRightIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { usePartnerFarms } from '@/features/catalogue/api/list-partner-farms';
import { FarmCard } from '@/features/catalogue/components/farm-card';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { SectionHeading } from './section-heading';

export function PartnerFarmsSection() {
  const t = useT('home');
  const farms = usePartnerFarms(3);
  return (
    <section aria-labelledby="farms-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="farms-title"
        title={t('farms.title')}
        subtitle={t('farms.subtitle')}
        action={
          <Link to={paths.farms} className={buttonVariants({ variant: 'outline' })}>
            {t('farms.all')}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        }
      />
      {farms.isPending ? (
        <LoadingState label={t('farms.loading')} />
      ) : farms.isError ? (
        <ErrorState
          title={t('farms.error', { message: errorMessage(farms.error, t('farms.failed')) })}
          action={
            <Button variant="outline" disabled={farms.isFetching} onClick={() => farms.refetch()}>
              <RotateCcwIcon aria-hidden="true" />
              {t('tryAgain')}
            </Button>
          }
        />
      ) : farms.data.items.length === 0 ? (
        <EmptyState title={t('farms.empty')} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-3">
          {farms.data.items.slice(0, 3).map((farm) => (
            <li key={farm.id} className="grid">
              <FarmCard farm={farm} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
