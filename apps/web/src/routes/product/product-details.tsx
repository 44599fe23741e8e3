import type { Product } from '@durio/shared/schemas/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

/** The Product Details tab: every fact the product has; weight in kg, else 'Variable' (storefront spec §3). */
export function ProductDetails({ product }: { product: Product }) {
  const rows: [string, ReactNode][] = [
    ['Variety', product.variety || 'Mixed Variety'],
    ['Weight', product.weight === null ? 'Variable' : `${product.weight} kg`],
    [
      'Farm',
      <Link to={paths.farm(product.farm.id)} className="font-medium text-emerald-800 hover:underline">
        {product.farm.name}, {product.farm.location}
      </Link>,
    ],
    ['Harvest Date', product.harvestDate ? formatDate(product.harvestDate) : null],
    ['Size', product.size],
    ['Storage Recommendations', product.storageRecommendations],
    ['Ripeness Timeline', product.ripenessTimeline],
    ['Nutritional Info', product.nutritionalInfo],
    ['Farming', product.isOrganic ? 'Organic (certified farm)' : 'Conventional'],
    ['Seasonal', product.seasonal ? 'Yes, available in season only' : null],
    [
      'Categories',
      product.categories.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
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
