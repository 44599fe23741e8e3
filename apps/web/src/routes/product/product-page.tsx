import type { Product } from '@durio/shared/schemas/catalogue';
import { ArrowLeftIcon, MapPinIcon, PackageXIcon, RotateCcwIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-states';
import { QuantityStepper } from '@/components/quantity-stepper';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { useProduct } from '@/features/catalogue/api/get-product';
import { GradeAndForm } from '@/features/catalogue/components/grade-and-form';
import { discountPercent, isNewProduct, varietyLabel } from '@/features/catalogue/components/product-facts';
import { ProductPrice } from '@/features/catalogue/components/product-price';
import { formatRating, StarRating } from '@/features/catalogue/components/star-rating';
import { StockStatus } from '@/features/catalogue/components/stock-status';
import { TellMeWhen } from '@/features/alerts/components/tell-me-when';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { SeasonLine } from '@/features/season/components/season-line';
import { ApiError, errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeliveryInfo } from './delivery-info';
import { ProductGallery } from './product-gallery';
import { SourceTreeCard } from './source-tree-card';

// Below the first screen: their chunks load while the picture and the price are already showing.
const ProductTabs = lazy(async () => ({ default: (await import('./product-tabs')).ProductTabs }));
const RelatedProducts = lazy(async () => ({ default: (await import('./related-products')).RelatedProducts }));

/** A meta description of about 155 characters: what search results show under the title. */
function describe(product: Product, t: Translate<'catalogue'>): string {
  const text = t('product.metaDescription', {
    name: product.name,
    farm: product.farm.name,
    location: product.farm.location,
    description: product.description,
  });
  return text.length <= 155 ? text : `${text.slice(0, 154).trimEnd()}…`;
}

function BackToShop() {
  const t = useT('catalogue');
  return (
    <Link to={paths.shop} className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline">
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {t('product.backToShop')}
    </Link>
  );
}

function ProductView({ product }: { product: Product }) {
  const t = useT('catalogue');
  const [quantity, setQuantity] = useState(1);
  const percent = discountPercent(product);
  // Stock can drop after a refetch; the picker never offers more than is left.
  const clamped = Math.max(1, Math.min(quantity, product.stock));

  return (
    <>
      <article className="grid gap-10">
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery media={product.media} name={product.name} />
          <div className="grid content-start gap-5">
            <div className="flex flex-wrap gap-2">
              {isNewProduct(product) && <Badge variant="new">{t('badge.new')}</Badge>}
              {percent !== null && <Badge variant="destructive">{t('price.percentOff', { percent: formatNumber(percent) })}</Badge>}
              <Badge variant="success">{varietyLabel(product.variety, t)}</Badge>
            </div>
            <div className="grid gap-2">
              <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{product.name}</h1>
              <p className="text-muted-foreground">{t('product.variety', { variety: varietyLabel(product.variety, t) })}</p>
              <p className="flex items-center gap-1.5 text-sm text-stone-700">
                <MapPinIcon className="size-4 text-emerald-700" aria-hidden="true" />
                <Link to={paths.farm(product.farm.id)} className="font-medium hover:underline">
                  {product.farm.name}
                </Link>
                <span className="text-muted-foreground">· {product.farm.location}</span>
              </p>
              {product.rating !== null && product.reviewCount > 0 && (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <StarRating rating={product.rating} />
                  {t('product.rating', { rating: formatRating(product.rating), count: product.reviewCount })}
                </p>
              )}
            </div>
            <ProductPrice product={product} size="lg" showDiscount charge="long" />
            <GradeAndForm product={product} />
            <StockStatus product={product} />
            <SeasonLine season={product.season} />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              {product.buyable && (
                <QuantityStepper value={clamped} max={product.stock} onChange={setQuantity} editable className="self-start" />
              )}
              <AddToCartButton product={product} quantity={clamped} size="lg" className="sm:w-auto sm:flex-1" />
            </div>
            {!product.buyable && <TellMeWhen target={{ productId: product.id }} name={product.name} />}
            <FavouriteButton type="product" targetId={product.id} name={product.name} appearance="labelled" className="self-start" />
            <DeliveryInfo name={product.name} form={product.form} />
            <SourceTreeCard product={product} />
          </div>
        </div>

        <Suspense fallback={null}>
          <ProductTabs product={product} />
        </Suspense>
      </article>
      <Suspense fallback={null}>
        <RelatedProducts productId={product.id} />
      </Suspense>
    </>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const t = useT('catalogue');
  const product = useProduct(id);
  useDocumentTitle(
    product.data?.name ?? (product.isError ? t('product.notFound.title') : t('product.title')),
    product.data ? describe(product.data, t) : undefined,
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <BackToShop />
      {product.isPending ? (
        <LoadingState label={t('product.loading')} />
      ) : product.isError ? (
        product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400) ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <PackageXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{t('product.notFound.title')}</h1>
            <p className="text-muted-foreground">{t('product.notFound.description')}</p>
            <Link to={paths.shop} className={buttonVariants()}>
              {t('product.returnToShop')}
            </Link>
          </div>
        ) : (
          <>
            <h1 className="sr-only">{t('product.title')}</h1>
            <ErrorState
              title={t('product.error')}
              message={errorMessage(product.error, '')}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Button variant="outline" onClick={() => product.refetch()}>
                    <RotateCcwIcon aria-hidden="true" />
                    {t('states.tryAgain')}
                  </Button>
                  <Link to={paths.shop} className={buttonVariants({ variant: 'ghost' })}>
                    {t('product.returnToShop')}
                  </Link>
                </div>
              }
            />
          </>
        )
      ) : (
        <ProductView key={product.data.id} product={product.data} />
      )}
    </div>
  );
}
