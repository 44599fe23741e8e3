import { zodResolver } from '@hookform/resolvers/zod';
import type { FileKind } from '@durio/shared/file-rules';
import { mediaTranslationsSchema, type MediaTranslations } from '@durio/shared/schemas/content-translations';
import type { FileFolder } from '@durio/shared/schemas/files';
import { ArrowDownIcon, ArrowUpIcon, FileAudioIcon, FileVideoIcon, UploadIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { refusalOf, uploadFile } from '@/lib/file-uploads';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { updateFileCaption } from '../api/update-file-caption';
import { TranslationFields, translationValues } from './translation-fields';

/** A file as the console's forms hold it: enough to show it and send its id, its caption's translations too. */
export interface MediaItem {
  id: string;
  type: string;
  caption: string | null;
  translations?: MediaTranslations;
  url: { original: string; thumbnail: string | null };
}

const captionFormSchema = z.object({ translations: mediaTranslationsSchema });
type CaptionForm = z.infer<typeof captionFormSchema>;

/**
 * The caption's Malay and Chinese versions (decision record 036: shoppers reading those languages get them as the
 * picture's alt text), saved whole as the owner leaves a field, like the English caption.
 */
function CaptionTranslations({ item, number, onSaved }: { item: MediaItem; number: number; onSaved: (translations: MediaTranslations) => void }) {
  const t = useT('admin');
  const form = useForm<CaptionForm>({
    resolver: zodResolver(captionFormSchema),
    defaultValues: { translations: translationValues(['caption'], item.translations) },
  });
  // What the server holds: the form's first values until a save answers.
  const saved = useRef<string | null>(null);
  async function save(values: CaptionForm) {
    const text = JSON.stringify(values);
    if (text === (saved.current ?? JSON.stringify(form.formState.defaultValues))) return;
    try {
      const stored = await updateFileCaption(item.id, values);
      saved.current = text;
      onSaved(stored.translations);
    } catch (error) {
      toast.error(errorMessage(error, t('media.captionFailed')));
    }
  }
  return (
    <div className="w-full" onBlur={() => void form.handleSubmit(save)()}>
      <TranslationFields
        form={form}
        variant="fieldset"
        title={t('media.captionTranslations', { number })}
        fields={[{ name: 'caption', label: t('media.captionLabel', { number }), short: true }]}
      />
    </div>
  );
}

const accept: Record<FileKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/avif',
  video: 'video/mp4,video/webm',
  audio: 'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav',
};

function Thumbnail({ item }: { item: MediaItem }) {
  const box = 'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded bg-muted';
  if (item.type.startsWith('image/')) {
    return (
      <span className={box}>
        <img src={item.url.thumbnail ?? item.url.original} alt="" className="size-full object-cover" />
      </span>
    );
  }
  const Icon = item.type.startsWith('video/') ? FileVideoIcon : FileAudioIcon;
  return (
    <span className={box}>
      <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
    </span>
  );
}

/**
 * The pictures (or videos and voice notes) of a product, farm, tree, record or entry: upload, put in order
 * (the first is the main one), caption, remove. Removing only detaches the file; it stays in the library.
 */
export function MediaField({
  label,
  items,
  onChange,
  folder,
  farmId,
  kinds = ['image'],
  max,
  onBusyChange,
}: {
  label: string;
  items: MediaItem[];
  onChange: (items: MediaItem[]) => void;
  folder: FileFolder;
  farmId?: string;
  kinds?: FileKind[];
  max: number;
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useT('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; progress: number }[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // Uploads finish after renders; each adds to the list as it is then, not as it was when the upload began.
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  });

  async function add(files: File[]) {
    const room = max - latest.current.length - uploading.length;
    const chosen = files.slice(0, Math.max(0, room));
    if (files.length > chosen.length) toast.error(t('media.tooMany', { max }));
    const valid = chosen.filter((file) => {
      const refusal = refusalOf(file, kinds);
      if (refusal) toast.error(t('media.fileError', { file: file.name, reason: refusal }));
      return !refusal;
    });
    if (valid.length === 0) return;
    setUploading((current) => [...current, ...valid.map((file) => ({ name: file.name, progress: 0 }))]);
    onBusyChange?.(true);
    setAnnouncement(t('media.uploading', { files: valid.map((f) => f.name).join(', ') }));
    for (const file of valid) {
      try {
        const stored = await uploadFile(file, { folder, farmId }, {
          onProgress: (fraction) =>
            setUploading((current) => current.map((u) => (u.name === file.name ? { ...u, progress: Math.round(fraction * 100) } : u))),
        });
        onChange([...latest.current, { id: stored.id, type: stored.type, caption: stored.caption, translations: stored.translations, url: stored.url }]);
        setAnnouncement(t('media.uploaded', { file: file.name }));
      } catch (error) {
        toast.error(t('media.fileError', { file: file.name, reason: errorMessage(error, t('media.uploadFailed')) }));
      } finally {
        setUploading((current) => current.filter((u) => u.name !== file.name));
      }
    }
    onBusyChange?.(false);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
    setAnnouncement(t('media.moved', { position: index + by + 1, count: items.length }));
  }

  async function saveCaption(item: MediaItem, caption: string) {
    if ((item.caption ?? '') === caption) return;
    try {
      await updateFileCaption(item.id, { caption: caption || null });
      onChange(latest.current.map((other) => (other.id === item.id ? { ...other, caption: caption || null } : other)));
      setAnnouncement(t('media.captionSaved'));
    } catch (error) {
      toast.error(errorMessage(error, t('media.captionFailed')));
    }
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {items.length > 0 && (
        <ol className="grid gap-2">
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 rounded-md border p-2">
              <Thumbnail item={item} />
              <div className="grid min-w-40 flex-1 gap-1">
                <span className="text-xs text-muted-foreground">{index === 0 ? t('media.main') : t('media.position', { position: index + 1 })}</span>
                <Input
                  aria-label={t('media.captionLabel', { number: index + 1 })}
                  defaultValue={item.caption ?? ''}
                  maxLength={300}
                  placeholder={t('media.captionPlaceholder')}
                  onBlur={(event) => void saveCaption(item, event.target.value.trim())}
                />
              </div>
              <div className="flex gap-1">
                <Button type="button" variant="ghost" size="icon" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('media.moveUp', { number: index + 1 })}>
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('media.moveDown', { number: index + 1 })}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => {
                    onChange(items.filter((other) => other.id !== item.id));
                    setAnnouncement(t('media.removed', { number: index + 1 }));
                  }}
                  aria-label={t('media.remove', { number: index + 1 })}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
              <CaptionTranslations
                item={item}
                number={index + 1}
                onSaved={(translations) => {
                  onChange(latest.current.map((other) => (other.id === item.id ? { ...other, translations } : other)));
                  setAnnouncement(t('media.captionSaved'));
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {uploading.map((u) => (
        <div key={u.name} className="grid gap-1 text-sm">
          <span>{u.name}</span>
          <div role="progressbar" aria-label={t('media.uploading', { files: u.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={u.progress} className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-primary" style={{ width: `${u.progress}%` }} />
          </div>
        </div>
      ))}
      <div
        className="flex flex-col items-center gap-1 rounded-lg border-2 border-dashed border-input p-4 text-center text-sm focus-within:ring-2 focus-within:ring-ring"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void add([...event.dataTransfer.files]);
        }}
      >
        <UploadIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <label htmlFor={`${id}-input`} className="cursor-pointer font-medium text-primary hover:underline">
          {t('media.upload')}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('media.hint', { max })}
        </p>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          multiple
          accept={kinds.map((k) => accept[k]).join(',')}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          disabled={items.length + uploading.length >= max}
          onChange={(event) => {
            void add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
