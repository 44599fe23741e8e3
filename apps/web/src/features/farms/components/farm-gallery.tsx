import type { GalleryEntry } from '@durio/shared/schemas/catalogue';
import { useMemo, useState } from 'react';
import { MediaViewer } from '@/components/media-viewer';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { MediaThumb } from './media-thumb';
import { mediaSequence } from './media-sequence';

/** Gallery entries with their files; one viewer runs through the files of every entry. */
export function FarmGallery({ entries }: { entries: readonly GalleryEntry[] }) {
  const t = useT('farms');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { items, starts } = useMemo(() => mediaSequence(entries, (entry) => entry.title), [entries]);

  return (
    <>
      <ul className="grid gap-8">
        {entries.map((entry, entryIndex) => (
          <li key={entry.id} className="grid gap-3">
            <div>
              <h3 className="text-lg font-semibold">{entry.title}</h3>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
              </p>
              {entry.description && <p className="mt-1 max-w-3xl text-sm leading-relaxed">{entry.description}</p>}
            </div>
            {entry.files.length > 0 && (
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={t('gallery.files', { title: entry.title })}>
                {entry.files.map((file, fileIndex) => (
                  <li key={file.id}>
                    <MediaThumb
                      file={file}
                      context={entry.title}
                      onOpen={() => setOpenIndex((starts[entryIndex] ?? 0) + fileIndex)}
                      className="w-full"
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <MediaViewer items={items} index={openIndex} onIndexChange={setOpenIndex} />
    </>
  );
}
