import type { Product } from '@durio/shared/schemas/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { formLabel, gradeLabel, varietyLabel } from '@/features/catalogue/components/product-facts';
import { weightRangeText } from '@/features/catalogue/components/price-texts';
import { priceFormats } from '@/features/catalogue/components/product-price';

/**
 * The Product Details tab: every fact the product has; weight in kg, a weight-priced fruit's range, else
 * 'Variable' (docs/product/catalogue.md).
 */
export function ProductDetails({ product }: { product: Product }) {
  const t = useT('catalogue');
  const common = useT('common');
  const rows: [string, ReactNode][] = [
    [t('product.details.variety'), varietyLabel(product.variety, t)],
    [
      t('product.details.weight'),
      weightRangeText(product, common, priceFormats) ??
        (product.weight === null ? t('product.details.variable') : t('product.details.weightKg', { weight: formatNumber(product.weight) })),
    ],
    [
      t('product.details.grade'),
      product.grade === null ? null : [gradeLabel(product.grade, common), product.gradeNote].filter(Boolean).join('\n'),
    ],
    [t('product.details.form'), formLabel(product.form, common)],
    [
      t('product.details.farm'),
      <Link to={paths.farm(product.farm.id)} className="font-medium text-emerald-800 hover:underline">
        {product.farm.name}, {product.farm.location}
      </Link>,
    ],
    [t('product.details.harvestDate'), product.harvestDate ? formatDate(product.harvestDate) : null],
    [t('product.details.size'), product.size],
    [t('product.details.storage'), product.storageRecommendations],
    [t('product.details.ripeness'), product.ripenessTimeline],
    [t('product.details.nutrition'), product.nutritionalInfo],
    [t('farming.title'), t(product.isOrganic ? 'product.details.organic' : 'farming.conventional')],
    [t('product.details.seasonal'), product.seasonal ? t('product.details.seasonalYes') : null],
    [
      t('product.details.categories'),
      product.categories.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('product.details.categories')}>
          {product.categories.map((category) => (
            <li key={category.id}>
              <Badge variant="warning">{category.name}</Badge>
            </li>
          ))}
        </ul>
      ) : null,
    ],
  ];
  return (
    <dl className="grid divide-y rounded-xl border bg-card">
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="text-sm whitespace-pre-line text-stone-800">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
