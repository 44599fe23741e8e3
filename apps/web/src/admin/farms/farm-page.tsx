import { ExternalLinkIcon } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AdminPage } from '../components/admin-page';
import { HistoryPanel } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { FarmStatusBadge } from '../components/status-badges';
import { useAdminFarm } from './api/get-admin-farm';
import { useStorageUsage } from './api/get-storage-usage';
import { FarmForm } from './farm-form';
import { FarmGallery } from './farm-gallery';
import { FarmHarvestWindows } from './farm-harvest-windows';
import { FarmPreorderOffers } from './farm-preorder-offers';
import { FarmRecords } from './farm-records';
import { FarmTrees } from './farm-trees';
import { adminPaths } from '../components/admin-paths';

const tabs = ['details', 'trees', 'harvest', 'preorders', 'records', 'gallery', 'history'] as const;
type Tab = (typeof tabs)[number];

function StorageUsed({ farmId }: { farmId: string }) {
  const t = useT('admin-catalogue');
  const usage = useStorageUsage(farmId);
  if (!usage.data) return null;
  const megabytes = usage.data.bytes / (1024 * 1024);
  return (
    <p className="text-sm text-muted-foreground">
      {megabytes < 0.1
        ? t('farm.storageUsedTiny', { files: usage.data.files, size: formatNumber(0.1) })
        : t('farm.storageUsed', { files: usage.data.files, size: formatNumber(Math.round(megabytes * 10) / 10) })}
    </p>
  );
}

/** /admin/farms/new adds a farm; /admin/farms/{id} edits it, with its trees, harvest windows, pre-orders, care records, gallery and history. */
export function AdminFarmPage() {
  const t = useT('admin-catalogue');
  const crumbs = [{ label: t('farms.title'), to: adminPaths.farms }];
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'details';
  const query = useAdminFarm(id);

  if (!id) {
    return (
      <AdminPage title={t('farms.add')} crumbs={crumbs}>
        <FarmForm />
      </AdminPage>
    );
  }

  return (
    <QueryStates query={query} loading={t('farm.loading')} failed={t('farm.failed')}>
      {(farm) => (
        <AdminPage
          title={farm.name}
          crumbs={crumbs}
          actions={
            <>
              <FarmStatusBadge status={farm.verificationStatus} />
              {farm.verificationStatus === 'VERIFIED' && (
                <Link to={paths.farm(farm.id)} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
                  {t('actions.viewInShop')}
                  <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                </Link>
              )}
            </>
          }
        >
          <StorageUsed farmId={farm.id} />
          <Tabs value={tab} onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}>
            <TabsList className="flex-wrap">
              <TabsTrigger value="details">{t('farm.tab.details')}</TabsTrigger>
              <TabsTrigger value="trees">{t('farm.tab.trees', { count: formatNumber(farm.treeCount) })}</TabsTrigger>
              <TabsTrigger value="harvest">{t('farm.tab.harvest')}</TabsTrigger>
              <TabsTrigger value="preorders">{t('farm.tab.preorders')}</TabsTrigger>
              <TabsTrigger value="records">{t('farm.tab.records')}</TabsTrigger>
              <TabsTrigger value="gallery">{t('farm.tab.gallery')}</TabsTrigger>
              <TabsTrigger value="history">{t('farm.tab.history')}</TabsTrigger>
            </TabsList>
            <TabsContent value="details" className="pt-4">
              <FarmForm key={farm.id} farm={farm} />
            </TabsContent>
            <TabsContent value="trees" className="pt-4">
              <FarmTrees farmId={farm.id} />
            </TabsContent>
            <TabsContent value="harvest" className="pt-4">
              <FarmHarvestWindows farmId={farm.id} />
            </TabsContent>
            <TabsContent value="preorders" className="pt-4">
              <FarmPreorderOffers farmId={farm.id} />
            </TabsContent>
            <TabsContent value="records" className="pt-4">
              <FarmRecords farmId={farm.id} />
            </TabsContent>
            <TabsContent value="gallery" className="pt-4">
              <FarmGallery farmId={farm.id} />
            </TabsContent>
            <TabsContent value="history" className="pt-4">
              <HistoryPanel entity="farm" entityId={farm.id} />
            </TabsContent>
          </Tabs>
        </AdminPage>
      )}
    </QueryStates>
  );
}
