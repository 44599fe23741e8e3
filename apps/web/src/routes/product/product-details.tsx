import type { Product } from '@durio/shared/schemas/catalogue';
import { formatDate } from '@/lib/format-date';

/** The Product Details tab: every fact the product has, 'Variable' weight when unknown. */
export function ProductDetails({ product }: { product: Product }) {
  const rows: [string, string | null][] = [
    ['Variety', product.variety || 'Mixed Variety'],
    ['Weight', product.weight === null ? 'Variable' : `${product.weight} kg`],
    ['Size', product.size],
    ['Farm', `${product.farm.name}, ${product.farm.location}`],
    ['Source tree', product.tree?.name ?? null],
    ['Harvest date', product.harvestDate ? formatDate(product.harvestDate) : null],
    ['Ripeness', product.ripenessTimeline],
    ['Storage', product.storageRecommendations],
    ['Nutrition', product.nutritionalInfo],
    ['Categories', product.categories.map((category) => category.name).join(', ') || null],
    ['Seasonal', product.seasonal ? 'Yes, available in season only' : null],
  ];
  return (
    <dl className="grid divide-y rounded-xl border bg-card">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="text-sm text-stone-800">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
