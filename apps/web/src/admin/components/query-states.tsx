import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';

/**
 * A query's loading, error (the server's message and Try Again) and empty states, or its data. Every table
 * and form of the console goes through this, so none is left blank.
 */
export function QueryStates<T>({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** 'Loading orders...' */
  loading: string;
  /** 'Failed to load orders' */
  failed: string;
  isEmpty?: (data: T) => boolean;
  empty?: { title: string; description?: string; action?: ReactNode };
  children: (data: T) => ReactNode;
}) {
  const t = useT('admin');
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    return (
      <ErrorState
        title={failed}
        message={errorMessage(query.error, t('queryStates.failedFallback'))}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('queryStates.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (empty && isEmpty?.(query.data)) return <EmptyState {...empty} />;
  return <>{children(query.data)}</>;
}
