import { DETAIL_COLUMN_SIZES } from '@durio/shared/picture-sources';
import type { ProductListReply } from '@durio/shared/schemas/catalogue';
import type { MediaFile } from '@durio/shared/schemas/media';
import { productListParams, readFilters } from '@durio/shared/shop-filters';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { catalogueMetadataQueryOptions } from '@/features/catalogue/api/get-catalogue-metadata';
import { productQueryOptions } from '@/features/catalogue/api/get-product';
import { treeQueryOptions } from '@/features/catalogue/api/get-tree';
import { productPagesQueryOptions } from '@/features/catalogue/api/list-products';
import { farmQueryOptions } from '@/features/farms/api/get-farm';
import { takePageData } from '@/lib/page-data';
import { preloadPicture } from '@/lib/preload-picture';
import { queryClient } from '@/lib/query-client';

/*
 * Route loaders for the pages people land on from search results and shared links. Each starts the page's
 * main API call as soon as the route matches, while the page's chunk is still downloading, and the page's
 * largest picture as soon as that data is in, before the page has rendered. On the page the browser loaded,
 * the shop's, product's, farm's or tree's data come with the HTML (lib/page-data.ts) and no call is made. They return at once:
 * the page reads the same queries and shows its own loading and error states, and retries a failed call like
 * any query.
 */

const ignore = () => undefined;

export function prefetchShop({ request }: LoaderFunctionArgs) {
  const params = productListParams(readFilters(new URL(request.url).searchParams));
  const options = productPagesQueryOptions(params);
  const fromPage = takePageData<ProductListReply>('shop', JSON.stringify(params));
  // The HTML carries the first screen's products only (decision record 026): shown at once and, when more
  // match, marked stale, so the fetch below brings the whole first page right after.
  if (fromPage) {
    const complete = fromPage.data.length >= fromPage.total;
    queryClient.setQueryData(options.queryKey, { pages: [fromPage], pageParams: [{}] }, { updatedAt: complete ? Date.now() : 0 });
  }
  queryClient
    .fetchInfiniteQuery(options)
    .then((pages) => preloadPicture(pages.pages[0]?.data[0]?.media ?? [], 'thumbnail'), ignore);
  void queryClient.prefetchQuery(catalogueMetadataQueryOptions());
  return null;
}

/** A detail page's data (from the HTML when the server sent it), then its main picture. */
function prefetchDetail<T extends { media: MediaFile[] }, Key extends QueryKey>(
  kind: 'product' | 'farm' | 'tree',
  id: string,
  options: FetchQueryOptions<T, Error, T, Key>,
) {
  const fromPage = takePageData<T>(kind, id);
  if (fromPage) queryClient.setQueryData<T>(options.queryKey, fromPage);
  queryClient.fetchQuery(options).then((data) => preloadPicture(data.media, 'original', DETAIL_COLUMN_SIZES), ignore);
  return null;
}

export const prefetchProduct = ({ params }: LoaderFunctionArgs) =>
  prefetchDetail('product', params.id ?? '', productQueryOptions(params.id ?? ''));

export const prefetchFarm = ({ params }: LoaderFunctionArgs) =>
  prefetchDetail('farm', params.id ?? '', farmQueryOptions(params.id ?? ''));

export const prefetchTree = ({ params }: LoaderFunctionArgs) =>
  prefetchDetail('tree', params.id ?? '', treeQueryOptions(params.id ?? ''));
