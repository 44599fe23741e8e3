import type { Product } from '@durio/shared/schemas/catalogue';
import { ArrowRightIcon, MapPinIcon, TreesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { useTree } from '@/features/catalogue/api/get-tree';
import { language, useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { RichText } from '@/lib/rich-text';
import { varietyIn } from '@durio/shared/variety-names';

function PlantedYear({ treeId }: { treeId: string }) {
  const t = useT('catalogue');
  const tree = useTree(treeId);
  // The year is a detail: while it loads, or if it cannot, the card simply goes without it.
  if (!tree.data?.plantedYear) return null;
  return <p className="text-sm text-stone-700">{t('tree.plantedIn', { year: tree.data.plantedYear })}</p>;
}

/** Where the durian grew: its tree (name, variety, planted year) and its farm, each with a link. */
export function SourceTreeCard({ product }: { product: Product }) {
  const t = useT('catalogue');
  return (
    <section aria-labelledby="source-tree-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="source-tree-title" className="flex items-center gap-2 text-lg font-semibold">
        <TreesIcon className="size-5 text-emerald-700" aria-hidden="true" />
        {t(product.tree ? 'product.source.tree' : 'product.source.farm')}
      </h2>
      {product.tree ? (
        <div className="grid gap-1.5">
          <p className="text-base font-semibold text-stone-900">{product.tree.name}</p>
          <Badge variant="success">{varietyIn(product.tree.variety, language)}</Badge>
          <PlantedYear treeId={product.tree.id} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('product.source.severalTrees')}
        </p>
      )}
      <p className="flex items-center gap-1.5 text-sm text-stone-700">
        <MapPinIcon className="size-4 text-emerald-700" aria-hidden="true" />
        {product.farm.name}, {product.farm.location}
      </p>
      <div className="flex flex-wrap gap-2">
        {product.tree && (
          <Link to={paths.tree(product.tree.id)} className={buttonVariants({ size: 'sm' })}>
            <RichText area="catalogue" id="product.source.viewTree" values={{ name: product.tree.name }} components={{ 0: <span className="sr-only" /> }} />
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        )}
        <Link to={paths.farm(product.farm.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <RichText area="catalogue" id="product.source.visitFarm" values={{ name: product.farm.name }} components={{ 0: <span className="sr-only" /> }} />
        </Link>
      </div>
    </section>
  );
}
