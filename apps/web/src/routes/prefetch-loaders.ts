import type { LoaderFunctionArgs } from 'react-router';
import { catalogueMetadataQueryOptions } from '@/features/catalogue/api/get-catalogue-metadata';
import { productQueryOptions } from '@/features/catalogue/api/get-product';
import { productPagesQueryOptions } from '@/features/catalogue/api/list-products';
import { farmQueryOptions } from '@/features/farms/api/get-farm';
import { queryClient } from '@/lib/query-client';
import { productListParams, readFilters } from './shop/shop-filters';

/*
 * Route loaders for the pages people land on from search results and shared links. Each starts the page's
 * main API call as soon as the route matches, while the page's chunk is still downloading, so the data (and
 * then its main picture) arrives one round trip sooner. They return at once: the page reads the same queries
 * and shows its own loading and error states, and a failed prefetch is retried by the page like any query.
 */

export function prefetchShop({ request }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  void queryClient.prefetchInfiniteQuery(productPagesQueryOptions(productListParams(filters)));
  void queryClient.prefetchQuery(catalogueMetadataQueryOptions());
  return null;
}

export function prefetchProduct({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(productQueryOptions(params.id ?? ''));
  return null;
}

export function prefetchFarm({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(farmQueryOptions(params.id ?? ''));
  return null;
}
