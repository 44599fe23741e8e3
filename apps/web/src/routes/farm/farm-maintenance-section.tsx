import { LoadingState } from '@/components/page-states';
import { useFarmMaintenance } from '@/features/farms/api/list-farm-maintenance';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';
import { MaintenanceHistory } from '@/features/farms/components/maintenance-history';
import { useT } from '@/lib/i18n';

/** Farm-wide care work with its photos, videos and recordings. */
export function FarmMaintenanceSection({ farmId }: { farmId: string }) {
  const t = useT('farms');
  const records = useFarmMaintenance(farmId);
  return (
    <section aria-labelledby="farm-maintenance-title" className="grid gap-4">
      <div>
        <h2 id="farm-maintenance-title" className="text-2xl font-bold">
          {t('maintenance.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('maintenance.intro')}</p>
      </div>
      {records.isPending ? (
        <LoadingState label={t('maintenance.loading')} />
      ) : records.isError ? (
        <LoadErrorAlert title={t('maintenance.failed')} error={records.error} />
      ) : records.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t('maintenance.empty')}</p>
      ) : (
        <MaintenanceHistory records={records.data} />
      )}
    </section>
  );
}
