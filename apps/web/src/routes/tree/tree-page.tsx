import type { Tree } from '@durio/shared/schemas/catalogue';
import { DETAIL_COLUMN_SIZES } from '@durio/shared/picture-sources';
import { ArrowLeftIcon, CalendarIcon, MapPinIcon, RulerIcon, SproutIcon, TreeDeciduousIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MediaImage, PICTURE_BOX } from '@/components/media-image';
import { LoadingState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { TellMeWhen } from '@/features/alerts/components/tell-me-when';
import { useTree } from '@/features/catalogue/api/get-tree';
import { MaintenanceHistory } from '@/features/farms/components/maintenance-history';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { SeasonLine } from '@/features/season/components/season-line';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { language, translator, useT } from '@/lib/i18n';
import { varietyIn } from '@durio/shared/variety-names';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PreorderOffers } from '../farm/preorder-offers';
import { TreeNotFound } from './tree-not-found';
import { TreeProducts } from './tree-products';

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li className="grid content-start gap-1 rounded-xl border bg-card p-4 text-center">
      <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5">
        {icon}
      </span>
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="font-semibold">{value}</span>
    </li>
  );
}

function describe(tree: Tree): string {
  const about = translator('farms')('tree.describe', {
    name: tree.name,
    variety: varietyIn(tree.variety, language),
    farm: tree.farm.name,
    location: tree.farm.location,
  });
  const text = `${about}${tree.description ? ` ${tree.description}` : ''}`;
  return text.length <= 155 ? text : `${text.slice(0, 154).trimEnd()}…`;
}

function TreeView({ tree }: { tree: Tree }) {
  const t = useT('farms');
  const notRecorded = t('tree.notRecorded');
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid gap-6">
        <Link to={paths.farm(tree.farmId)} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {t('tree.backToFarm')}
        </Link>
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div className={cn(PICTURE_BOX, 'rounded-xl bg-muted')}>
            <MediaImage
              media={tree.media}
              alt={tree.name}
              size="original"
              sizes={DETAIL_COLUMN_SIZES}
              fetchPriority="high"
              fit="contain"
              fallbackWidth={1200}
              fallbackHeight={900}
              className="size-full"
            />
          </div>
          <div className="grid content-start gap-5">
            <div className="grid gap-2">
              <Badge variant="warning">{tree.type.name}</Badge>
              <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{tree.name}</h1>
              {tree.plantedYear !== null && <p className="text-muted-foreground">{t('tree.plantedIn', { year: String(tree.plantedYear) })}</p>}
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <MapPinIcon className="size-4" aria-hidden="true" />
                {tree.farm.name}, {tree.farm.location}
              </p>
              <SeasonLine season={tree.season} expectedFruits={tree.expectedFruits} />
            </div>
            {tree.description && <p className="leading-relaxed">{tree.description}</p>}
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Tile icon={<CalendarIcon />} label={t('tree.planted')} value={tree.plantedYear?.toString() ?? notRecorded} />
              <Tile
                icon={<RulerIcon />}
                label={t('tree.height')}
                value={tree.height !== null ? t('tree.metres', { height: formatNumber(tree.height) }) : notRecorded}
              />
              <Tile
                icon={<TreeDeciduousIcon />}
                label={t('tree.trunk')}
                value={tree.trunkSize !== null ? t('tree.centimetres', { size: formatNumber(tree.trunkSize) }) : notRecorded}
              />
              <Tile icon={<SproutIcon />} label={t('tree.variety')} value={tree.type.name} />
            </ul>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.farm(tree.farmId)} className={buttonVariants()}>
                {t('tree.farmDetails')}
              </Link>
              <FavouriteButton type="tree" targetId={tree.id} name={tree.name} appearance="labelled" />
            </div>
            {tree.season.state !== 'in-season' && <TellMeWhen target={{ treeId: tree.id }} name={tree.name} />}
            <PreorderOffers of={{ tree }} />
          </div>
        </div>
      </div>
      {tree.maintenanceRecords.length > 0 && (
        <section aria-labelledby="tree-maintenance-title" className="grid gap-4">
          <h2 id="tree-maintenance-title" className="text-2xl font-bold">
            {t('maintenance.title')}
          </h2>
          <MaintenanceHistory records={tree.maintenanceRecords} />
        </section>
      )}
      <TreeProducts treeId={tree.id} />
    </div>
  );
}

export function TreePage() {
  const t = useT('farms');
  const { id = '' } = useParams();
  const tree = useTree(id);
  useDocumentTitle(tree.data?.name ?? (tree.isError ? t('tree.notFound') : t('tree.title')), tree.data ? describe(tree.data) : undefined);

  if (tree.isPending) return <LoadingState label={t('tree.loading')} spacing="lg" />;
  if (tree.isError) return <TreeNotFound error={tree.error} />;
  return <TreeView tree={tree.data} />;
}
