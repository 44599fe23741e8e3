import type { Product } from '@durio/shared/schemas/catalogue';
import { MapPinIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';
import { discountPercent, isNewProduct } from './product-facts';
import { ProductPrice } from './product-price';
import { StarRating } from './star-rating';
import { StockStatus } from './stock-status';

interface ProductCardProps {
  product: Product;
  /** The add-to-cart button the screen passes in. */
  action?: ReactNode;
  /** The favourite heart for the image corner (features do not import each other, so the screen passes it). */
  favourite?: ReactNode;
  /** 'eager' for cards in the first visible row, so the largest image is not held back. */
  imageLoading?: 'lazy' | 'eager';
  /** For the first card of a list: its picture is usually the page's largest paint. */
  imagePriority?: boolean;
}

/**
 * A product tile for grids (shop, home, confirmation). The whole card opens the product; `action` and
 * `favourite` sit above that link so they stay their own targets.
 */
export function ProductCard({ product, action, favourite, imageLoading = 'lazy', imagePriority = false }: ProductCardProps) {
  const titleId = useId();
  const percent = discountPercent(product);
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-ring/40"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-100">
        <MediaImage
          media={product.media}
          alt={product.name}
          loading={imageLoading}
          fetchPriority={imagePriority ? 'high' : undefined}
          fallbackWidth={400}
          fallbackHeight={300}
          className="size-full transition duration-300 group-hover:scale-105"
        />
        <div className="absolute top-3 left-3 flex flex-col items-start gap-1.5">
          {isNewProduct(product) && <Badge variant="new">New</Badge>}
          {percent !== null && <Badge variant="destructive">-{percent}%</Badge>}
        </div>
        {favourite && <div className="absolute top-2 right-2 z-10">{favourite}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="text-base leading-snug font-semibold">
          <Link
            to={paths.product(product.id)}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-emerald-800"
          >
            {product.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{product.farm.name}</span>
        </p>
        {product.rating !== null && product.reviewCount > 0 && (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <StarRating rating={product.rating} />
            <span>({product.reviewCount})</span>
          </p>
        )}
        <div className="mt-auto flex flex-col gap-1 pt-1">
          <ProductPrice product={product} />
          <StockStatus stock={product.stock} />
        </div>
        {action && <div className="relative z-10 pt-2">{action}</div>}
      </div>
    </article>
  );
}
