import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { formLabel, gradeLabel } from './product-facts';

type GradedProduct = Pick<ProductListItem, 'grade' | 'form'>;

/** A card's small label of what the fruit is: 'Grade A · Whole fruit', or the form alone for an ungraded product. */
export function GradeAndFormLabel({ product, className }: { product: GradedProduct; className?: string }) {
  const t = useT('common');
  const parts = [product.grade === null ? null : gradeLabel(product.grade, t), formLabel(product.form, t)].filter((part) => part !== null);
  return <p className={cn('text-xs font-medium text-stone-600', className)}>{parts.join(' · ')}</p>;
}

/** The product page's grade, with what it means as the farm defines it, and its form. */
export function GradeAndForm({ product, className }: { product: GradedProduct & Pick<ProductListItem, 'gradeNote'>; className?: string }) {
  const t = useT('common');
  return (
    <div className={cn('grid gap-1 rounded-lg border bg-stone-50 px-4 py-3 text-sm', className)}>
      {product.grade !== null && <p className="font-semibold text-stone-900">{gradeLabel(product.grade, t)}</p>}
      {product.grade !== null && product.gradeNote && <p className="text-stone-700">{product.gradeNote}</p>}
      <p className="font-medium text-stone-900">{formLabel(product.form, t)}</p>
    </div>
  );
}
