import type { TreeListItem } from '@durio/shared/schemas/catalogue';
import { MapPinIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { MediaImage, PICTURE_BOX } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { language, useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { varietyIn } from '@durio/shared/variety-names';

/** A tree found by the search; the whole card opens /trees/{id}. */
export function TreeResultCard({ tree }: { tree: TreeListItem }) {
  const t = useT('catalogue');
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-ring/40"
    >
      <div className={cn(PICTURE_BOX, 'bg-stone-100')}>
        <MediaImage media={tree.media} alt={tree.name} fallbackWidth={640} fallbackHeight={480} className="size-full transition duration-300 group-hover:scale-105" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={titleId} className="text-lg font-semibold">
          <Link to={paths.tree(tree.id)} className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-emerald-800">
            {tree.name}
          </Link>
        </h3>
        <Badge variant="success">{tree.variety ? varietyIn(tree.variety, language) : tree.type.name}</Badge>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
          {tree.farm.name}, {tree.farm.location}
        </p>
        {tree.plantedYear !== null && <p className="text-sm text-stone-700">{t('tree.plantedIn', { year: tree.plantedYear })}</p>}
      </div>
    </article>
  );
}
