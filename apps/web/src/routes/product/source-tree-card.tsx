import type { Product } from '@durio/shared/schemas/catalogue';
import { ArrowRightIcon, MapPinIcon, TreesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { useTree } from '@/features/catalogue/api/get-tree';
import { paths } from '@/lib/paths';

function PlantedYear({ treeId }: { treeId: string }) {
  const tree = useTree(treeId);
  // The year is a detail: while it loads, or if it cannot, the card simply goes without it.
  if (!tree.data?.plantedYear) return null;
  return <p className="text-sm text-stone-700">Planted in {tree.data.plantedYear}</p>;
}

/** Where the durian grew: its tree (name, variety, planted year) and its farm, each with a link. */
export function SourceTreeCard({ product }: { product: Product }) {
  return (
    <section aria-labelledby="source-tree-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="source-tree-title" className="flex items-center gap-2 text-lg font-semibold">
        <TreesIcon className="size-5 text-emerald-700" aria-hidden="true" />
        {product.tree ? 'Source Tree' : 'Source Farm'}
      </h2>
      {product.tree ? (
        <div className="grid gap-1.5">
          <p className="text-base font-semibold text-stone-900">{product.tree.name}</p>
          <Badge variant="success">{product.tree.variety}</Badge>
          <PlantedYear treeId={product.tree.id} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          This durian comes from several trees of the farm, packed together.
        </p>
      )}
      <p className="flex items-center gap-1.5 text-sm text-stone-700">
        <MapPinIcon className="size-4 text-emerald-700" aria-hidden="true" />
        {product.farm.name}, {product.farm.location}
      </p>
      <div className="flex flex-wrap gap-2">
        {product.tree && (
          <Link to={paths.tree(product.tree.id)} className={buttonVariants({ size: 'sm' })}>
            View Tree
            <span className="sr-only">: {product.tree.name}</span>
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        )}
        <Link to={paths.farm(product.farm.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Visit Farm
          <span className="sr-only">: {product.farm.name}</span>
        </Link>
      </div>
    </section>
  );
}
