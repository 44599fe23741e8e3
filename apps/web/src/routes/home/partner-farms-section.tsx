import { ArrowRightIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { useFarms } from '@/features/catalogue/api/list-farms';
import { FarmCard } from '@/features/catalogue/components/farm-card';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { SectionHeading } from './section-heading';

export function PartnerFarmsSection() {
  const farms = useFarms(3);
  return (
    <section aria-labelledby="farms-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="farms-title"
        title="Our Partner Farms"
        subtitle="Family orchards we visit, verify and work with season after season."
        action={
          <Link to={paths.farms} className={buttonVariants({ variant: 'outline' })}>
            View All Farms
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        }
      />
      {farms.isPending ? (
        <LoadingState label="Loading farms..." />
      ) : farms.isError ? (
        <ErrorState
          title={`Error loading farms: ${errorMessage(farms.error, 'Failed to load farms')}`}
          action={
            <Button variant="outline" disabled={farms.isFetching} onClick={() => farms.refetch()}>
              <RotateCcwIcon aria-hidden="true" />
              Try Again
            </Button>
          }
        />
      ) : farms.data.items.length === 0 ? (
        <EmptyState title="No partner farms found" />
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
