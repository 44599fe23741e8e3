import type { Farm } from '@durio/shared/schemas/catalogue';
import { ArrowLeftIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { useFarm } from '@/features/farms/api/get-farm';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FarmAbout } from './farm-about';
import { FarmHarvestWindows } from './farm-harvest-windows';
import { FarmImages } from './farm-images';
import { FarmNotFound } from './farm-not-found';
import { FarmOverview } from './farm-overview';
import { PreorderOffers } from './preorder-offers';

// Below the first screen: their chunks load while the farm's picture and facts are already showing.
const FarmMaintenanceSection = lazy(async () => ({
  default: (await import('./farm-maintenance-section')).FarmMaintenanceSection,
}));
const FarmTabs = lazy(async () => ({ default: (await import('./farm-tabs')).FarmTabs }));

/** About 155 characters: what search results show under the title. */
function describe(farm: Farm): string {
  const text = `${farm.name}, ${farm.location}: ${farm.description}`;
  return text.length <= 155 ? text : `${text.slice(0, 154).trimEnd()}…`;
}

export function FarmPage() {
  const t = useT('farms');
  const { id = '' } = useParams();
  const farm = useFarm(id);
  useDocumentTitle(
    farm.data?.name ?? (farm.isError ? t('farm.notFound') : t('farm.title')),
    farm.data ? describe(farm.data) : undefined,
  );

  if (farm.isPending) return <LoadingState label={t('farm.loading')} spacing="lg" />;
  if (farm.isError) return <FarmNotFound error={farm.error} />;

  const data = farm.data;
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid gap-6">
        <Link to={paths.farms} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {t('backToFarms')}
        </Link>
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <FarmImages media={data.media} name={data.name} />
          <FarmOverview farm={data} />
        </div>
      </div>
      <FarmAbout farm={data} />
      <FarmHarvestWindows farmId={data.id} />
      <PreorderOffers of={{ farmId: data.id }} />
      <Suspense fallback={null}>
        <FarmMaintenanceSection farmId={data.id} />
      </Suspense>
      <Suspense fallback={null}>
        <FarmTabs farmId={data.id} />
      </Suspense>
    </div>
  );
}
