import { LoadingState } from '@/components/page-states';
import { useFarmMaintenance } from '@/features/farms/api/list-farm-maintenance';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';
import { MaintenanceHistory } from '@/features/farms/components/maintenance-history';

/** Farm-wide care work with its photos, videos and recordings. */
export function FarmMaintenanceSection({ farmId }: { farmId: string }) {
  const records = useFarmMaintenance(farmId);
  return (
    <section aria-labelledby="farm-maintenance-title" className="grid gap-4">
      <div>
        <h2 id="farm-maintenance-title" className="text-2xl font-bold">
          Maintenance History
        </h2>
        <p className="text-sm text-muted-foreground">How the farm has been cared for, with photos from the orchard.</p>
      </div>
      {records.isPending ? (
        <LoadingState label="Loading maintenance history..." />
      ) : records.isError ? (
        <LoadErrorAlert title="Failed to load maintenance history" error={records.error} />
      ) : records.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No maintenance records yet.</p>
      ) : (
        <MaintenanceHistory records={records.data} />
      )}
    </section>
  );
}
