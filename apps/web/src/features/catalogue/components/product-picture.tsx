import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { ReactNode } from 'react';
import { MediaImage, PICTURE_BOX } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { discountPercent, isNewProduct } from './product-facts';
import { StarRating } from './star-rating';

export interface ProductPictureProps {
  product: ProductListItem;
  /** The favourite heart for the image corner (features do not import each other, so the screen passes it). */
  favourite?: ReactNode;
  /** 'eager' for the first visible row, so the largest image is not held back. */
  imageLoading?: 'lazy' | 'eager';
  /** For the first product of a list: its picture is usually the page's largest paint. */
  imagePriority?: boolean;
  className?: string;
  imageClassName?: string;
}

/** A product's picture in a list, with its 'New' and discount badges and the favourite heart in the corner. */
export function ProductPicture({ product, favourite, imageLoading = 'lazy', imagePriority = false, className, imageClassName }: ProductPictureProps) {
  const t = useT('common');
  const percent = discountPercent(product);
  return (
    <div className={cn('relative bg-stone-100', PICTURE_BOX, className)}>
      <MediaImage
        media={product.media}
        alt={product.name}
        loading={imageLoading}
        fetchPriority={imagePriority ? 'high' : undefined}
        fallbackWidth={400}
        fallbackHeight={300}
        className={cn('size-full', imageClassName)}
      />
      <div className="absolute top-2.5 left-2.5 flex flex-col items-start gap-1.5">
        {isNewProduct(product) && <Badge variant="new">{t('badge.new')}</Badge>}
        {percent !== null && <Badge variant="destructive">-{percent}%</Badge>}
      </div>
      {/* Above a card's full-size link, so the heart stays its own target. */}
      {favourite && <div className="absolute top-2 right-2 z-10">{favourite}</div>}
    </div>
  );
}

/** Stars and the number of reviews, when the product has any. */
export function ProductRatingLine({ product }: { product: ProductListItem }) {
  if (product.rating === null || product.reviewCount === 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <StarRating rating={product.rating} />
      <span>({formatNumber(product.reviewCount)})</span>
    </p>
  );
}
