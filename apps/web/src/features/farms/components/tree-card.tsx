import type { Tree } from '@durio/shared/schemas/catalogue';
import { CalendarIcon, RulerIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage, PICTURE_BOX } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { language, useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { varietyIn } from '@durio/shared/variety-names';

/**
 * A tree of a farm; the whole card opens /trees/{id}. `action` (the favourite button the screen passes in)
 * sits above that link, in the picture's corner, so it stays its own target.
 */
export function TreeCard({ tree, action }: { tree: Tree; action?: ReactNode }) {
  const t = useT('farms');
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-ring/40"
    >
      <div className={cn(PICTURE_BOX, 'bg-muted')}>
        <MediaImage media={tree.media} alt={tree.name} className="size-full transition duration-300 group-hover:scale-105" fallbackWidth={480} fallbackHeight={360} />
      </div>
      {action && <div className="absolute top-3 right-3 z-10">{action}</div>}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="text-base font-semibold">
          <Link to={paths.tree(tree.id)} className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary">
            {tree.name}
          </Link>
        </h3>
        <Badge variant="warning">{varietyIn(tree.variety, language)}</Badge>
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-muted-foreground">
          {tree.plantedYear !== null && (
            <span className="inline-flex items-center gap-1">
              <CalendarIcon className="size-3.5" aria-hidden="true" />
              {t('tree.plantedIn', { year: String(tree.plantedYear) })}
            </span>
          )}
          {tree.height !== null && (
            <span className="inline-flex items-center gap-1">
              <RulerIcon className="size-3.5" aria-hidden="true" />
              {t('tree.tall', { height: formatNumber(tree.height) })}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
