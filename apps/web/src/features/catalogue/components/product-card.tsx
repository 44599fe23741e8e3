import { MapPinIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { GradeAndFormLabel } from './grade-and-form';
import { ProductPicture, ProductRatingLine, type ProductPictureProps } from './product-picture';
import { ProductPrice } from './product-price';
import { StockStatus } from './stock-status';

type ProductCardProps = Omit<ProductPictureProps, 'className' | 'imageClassName'> & {
  /** The add-to-cart button the screen passes in. */
  action?: ReactNode;
};

/**
 * A product tile for grids (shop, home, confirmation). The whole card opens the product; `action` and
 * `favourite` sit above that link so they stay their own targets.
 */
export function ProductCard({ product, action, ...picture }: ProductCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-ring/40"
    >
      <ProductPicture product={product} {...picture} imageClassName="transition duration-300 group-hover:scale-105" />
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
        <GradeAndFormLabel product={product} />
        <ProductRatingLine product={product} />
        <div className="mt-auto flex flex-col gap-1 pt-1">
          <ProductPrice product={product} />
          <StockStatus product={product} />
        </div>
        {action && <div className="relative z-10 pt-2">{action}</div>}
      </div>
    </article>
  );
}
