import { MapPinIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { RichText } from '@/lib/rich-text';
import { GradeAndFormLabel } from './grade-and-form';
import { shortDescription, varietyLabel } from './product-facts';
import { ProductPicture, ProductRatingLine, type ProductPictureProps } from './product-picture';
import { ProductPrice } from './product-price';
import { StockStatus } from './stock-status';

type ProductListRowProps = Omit<ProductPictureProps, 'className' | 'imageClassName'> & { action?: ReactNode };

/** A product in the shop's list view: picture, facts and a 'View Details' link (docs/product/storefront.md). */
export function ProductListRow({ product, action, ...picture }: ProductListRowProps) {
  const t = useT('catalogue');
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 overflow-hidden rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-[12rem_1fr] sm:p-4"
    >
      <ProductPicture product={product} {...picture} className="rounded-lg" />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between sm:gap-6">
        <div className="grid content-start gap-1.5">
          <h3 id={titleId} className="text-lg leading-snug font-semibold">
            {product.name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{varietyLabel(product.variety, t)}</span>
            <span className="flex items-center gap-1">
              <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
              {product.farm.name}
            </span>
            {product.isOrganic && <Badge variant="success">{t('farming.organic')}</Badge>}
          </p>
          <GradeAndFormLabel product={product} />
          <ProductRatingLine product={product} />
          <p className="text-sm text-stone-600">{shortDescription(product.description)}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:w-52 sm:items-end sm:text-right">
          <ProductPrice product={product} className="sm:items-end" />
          <StockStatus product={product} />
          <div className="mt-auto grid gap-2 pt-1 sm:w-full">
            <Link to={paths.product(product.id)} className={buttonVariants({ variant: 'outline' })}>
              <RichText area="catalogue" id="productRow.viewDetails" values={{ name: product.name }} components={{ 0: <span className="sr-only" /> }} />
            </Link>
            {action}
          </div>
        </div>
      </div>
    </article>
  );
}
