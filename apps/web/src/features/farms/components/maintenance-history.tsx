import type { MaintenanceRecord } from '@durio/shared/schemas/catalogue';
import { CalendarIcon, UserIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { MediaViewer } from '@/components/media-viewer';
import { formatDate, formatNumber } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { MediaThumb } from './media-thumb';
import { mediaSequence } from './media-sequence';

/** A record card shows up to 8 thumbnails, then '+N' (docs/product/storefront.md). */
const THUMBNAILS_PER_RECORD = 8;

function recordContext(t: Translate<'farms'>, record: MaintenanceRecord): string {
  return t('maintenance.context', { date: formatDate(record.date), description: record.description });
}

/** Maintenance record cards; their files open in one viewer whose previous/next runs across all records. */
export function MaintenanceHistory({ records }: { records: readonly MaintenanceRecord[] }) {
  const t = useT('farms');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { items, starts } = useMemo(() => mediaSequence(records, (record) => recordContext(t, record)), [records, t]);

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {records.map((record, recordIndex) => {
          const start = starts[recordIndex] ?? 0;
          const hidden = record.files.length - THUMBNAILS_PER_RECORD;
          return (
            <li key={record.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <CalendarIcon className="size-4" aria-hidden="true" />
                  <time dateTime={record.date}>{formatDate(record.date)}</time>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <UserIcon className="size-4" aria-hidden="true" />
                  {record.performedBy || t('maintenance.staff')}
                </span>
              </div>
              <p className="text-sm leading-relaxed">{record.description}</p>
              {record.files.length > 0 && (
                <ul className="grid grid-cols-4 gap-2" aria-label={t('maintenance.files')}>
                  {record.files.slice(0, THUMBNAILS_PER_RECORD).map((file, fileIndex) => (
                    <li key={file.id}>
                      <MediaThumb
                        file={file}
                        context={recordContext(t, record)}
                        onOpen={() => setOpenIndex(start + fileIndex)}
                        className="w-full"
                      />
                    </li>
                  ))}
                  {hidden > 0 && (
                    <li>
                      <button
                        type="button"
                        onClick={() => setOpenIndex(start + THUMBNAILS_PER_RECORD)}
                        aria-label={t('maintenance.more', { count: formatNumber(hidden) })}
                        className="flex aspect-square w-full items-center justify-center rounded-md bg-muted text-sm font-semibold text-foreground outline-none transition hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
                      >
                        +{formatNumber(hidden)}
                      </button>
                    </li>
                  )}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <MediaViewer items={items} index={openIndex} onIndexChange={setOpenIndex} />
    </>
  );
}
