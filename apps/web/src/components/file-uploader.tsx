import type { FileKind } from '@durio/shared/file-rules';
import type { FileFolder, StoredFile } from '@durio/shared/schemas/files';
import { FileAudioIcon, FileVideoIcon, UploadIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { deleteFile, refusalOf, uploadFile } from '@/lib/file-uploads';
import { useT } from '@/lib/i18n';

type ItemStatus = 'uploading' | 'done' | 'refused';

interface Item {
  key: string;
  name: string;
  kind: FileKind | null;
  /** An object URL of a chosen picture, shown while and after it uploads. */
  preview: string | null;
  progress: number;
  status: ItemStatus;
  message?: string;
  stored?: StoredFile;
  abort?: AbortController;
}

const acceptedTypes: Record<FileKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/avif',
  video: 'video/mp4,video/webm',
  audio: 'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav',
};

const kindOf = (type: string): FileKind | null =>
  type.startsWith('image/') ? 'image' : type.startsWith('video/') ? 'video' : type.startsWith('audio/') ? 'audio' : null;

export interface FileUploaderProps {
  /** What the drop zone asks for, e.g. 'Add photos'. */
  label: string;
  /** A line under the label: what and how many. */
  hint?: string;
  folder: FileFolder;
  farmId?: string;
  kinds: readonly FileKind[];
  maxFiles: number;
  /** The uploaded files, in the order they were chosen, each time that changes. */
  onChange: (files: StoredFile[]) => void;
  /** True while any file is still on its way. */
  onBusyChange?: (busy: boolean) => void;
  /** Files uploaded before, shown as done (a draft the uploader shows again). */
  initialFiles?: readonly StoredFile[];
  disabled?: boolean;
}

/**
 * Choose or drop files; each uploads at once with its own progress bar, preview and Remove button, and a file
 * that cannot be stored says why (docs/product/files.md). Removing an uploaded file deletes it from the server. Everything
 * that happens is also announced to screen readers.
 */
export function FileUploader({
  label,
  hint,
  folder,
  farmId,
  kinds,
  maxFiles,
  onChange,
  onBusyChange,
  initialFiles = [],
  disabled,
}: FileUploaderProps) {
  const t = useT('controls');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>(() =>
    initialFiles.map((stored) => ({
      key: stored.id,
      name: stored.caption ?? t('uploader.photo'),
      kind: kindOf(stored.type),
      preview: null,
      progress: 100,
      status: 'done' as const,
      stored,
    })),
  );
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The items as the last render left them, for the clean-up when the uploader goes.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });

  const uploaded = items.filter((item) => item.status === 'done' && item.stored).map((item) => item.stored!);
  const busy = items.some((item) => item.status === 'uploading');
  const room = maxFiles - items.filter((item) => item.status !== 'refused').length;

  const uploadedIds = uploaded.map((file) => file.id).join(',');
  useEffect(() => {
    onChange(uploaded);
    // Only when the set of uploaded files changes, not on every progress tick.
  }, [uploadedIds]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Object URLs hold the chosen files in memory until revoked.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const update = (key: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function start(item: Item, file: File) {
    try {
      const stored = await uploadFile(file, { folder, farmId }, {
        signal: item.abort!.signal,
        onProgress: (fraction) => update(item.key, { progress: Math.round(fraction * 100) }),
      });
      update(item.key, { status: 'done', progress: 100, stored });
      setAnnouncement(t('uploader.uploaded', { name: item.name }));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const message = errorMessage(error, t('uploader.failed'));
      update(item.key, { status: 'refused', message });
      setAnnouncement(t('uploader.notUploaded', { name: item.name, reason: message }));
    }
  }

  function add(files: readonly File[]) {
    if (disabled) return;
    let free = room;
    const added: Item[] = [];
    for (const file of files) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const kind = kindOf(file.type);
      const refusal = free <= 0 ? t('uploader.tooMany', { count: maxFiles }) : refusalOf(file, kinds);
      const item: Item = {
        key,
        name: file.name,
        kind,
        preview: !refusal && kind === 'image' ? URL.createObjectURL(file) : null,
        progress: 0,
        status: refusal ? 'refused' : 'uploading',
        message: refusal ?? undefined,
        abort: refusal ? undefined : new AbortController(),
      };
      added.push(item);
      if (!refusal) {
        free -= 1;
        void start(item, file);
      }
    }
    setItems((current) => [...current, ...added]);
    const refused = added.filter((item) => item.status === 'refused');
    setAnnouncement(
      refused.length > 0
        ? refused.map((item) => t('uploader.notAdded', { name: item.name, reason: item.message })).join(' ')
        : t('uploader.uploading', { names: added.map((item) => item.name).join(t('list.separator')) }),
    );
  }

  function remove(item: Item) {
    item.abort?.abort();
    if (item.preview) URL.revokeObjectURL(item.preview);
    // An uploaded file nobody will use: delete it; the server removes what is left after a day anyway.
    if (item.stored) void deleteFile(item.stored.id).catch(() => undefined);
    setItems((current) => current.filter((other) => other.key !== item.key));
    setAnnouncement(t('uploader.removed', { name: item.name }));
    inputRef.current?.focus();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  }

  return (
    <div className="grid gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative flex flex-col items-center gap-1 rounded-lg border-2 border-dashed p-4 text-center text-sm transition-colors focus-within:ring-2 focus-within:ring-ring',
          dragging ? 'border-primary bg-primary/5' : 'border-input',
          disabled || room <= 0 ? 'opacity-60' : 'hover:bg-muted/50',
        )}
      >
        <UploadIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <label htmlFor={`${id}-input`} className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint ? t('uploader.hintWith', { hint }) : t('uploader.hint')}
        </p>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          multiple={maxFiles > 1}
          accept={kinds.map((kind) => acceptedTypes[kind]).join(',')}
          disabled={disabled || room <= 0}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>

      {items.length > 0 && (
        <ul className="grid gap-2" aria-label={t('uploader.chosen')}>
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-3 rounded-md border p-2">
              <FilePreview item={item} />
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="truncate text-sm font-medium">{item.name}</p>
                {item.status === 'refused' ? (
                  <p className="text-xs text-destructive">{item.message}</p>
                ) : item.status === 'uploading' ? (
                  <div
                    role="progressbar"
                    aria-label={t('uploader.uploading', { names: item.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={item.progress}
                    className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
                  >
                    <div className="h-full bg-primary transition-[width]" style={{ width: `${item.progress}%` }} />
                  </div>
                ) : (
                  <p className="text-xs text-emerald-700">{t('uploader.done')}</p>
                )}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                onClick={() => remove(item)}
                disabled={disabled}
                aria-label={t(item.status === 'uploading' ? 'uploader.cancel' : 'uploader.remove', { name: item.name })}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function FilePreview({ item }: { item: Item }) {
  const box = 'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded bg-muted';
  if (item.preview || item.stored?.url.thumbnail) {
    return (
      <span className={box}>
        <img src={item.stored?.url.thumbnail ?? item.preview!} alt="" className="size-full object-cover" />
      </span>
    );
  }
  const Icon = item.kind === 'video' ? FileVideoIcon : item.kind === 'audio' ? FileAudioIcon : UploadIcon;
  return (
    <span className={box}>
      <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
    </span>
  );
}
