import { randomUUID } from 'node:crypto';
import { THUMBNAIL_WIDTH } from '@durio/shared/picture-sources';
import sharp from 'sharp';
import type { FileStorage } from '../../storage/file-storage';
import type { files } from '../schema';
import { farms, dawnLook, nightLook, type FarmKey } from './demo-farms';
import { regionalFarms } from './demo-farms-regional';
import { varieties, type VarietyKey } from './demo-varieties';
import { storeDemoRecordings, type Recording } from './demo-recordings';
import { activities, activityIllustration, activityTitle, type Activity } from './illustrations/activities';
import { durianIllustration } from './illustrations/durian';
import { orchardLandscape } from './illustrations/landscape';
import { treeIllustration } from './illustrations/tree';
import { captionColumns, captions, type Caption } from './demo-label-translations';

export type FileRow = typeof files.$inferInsert & { id: string };

/** How many dawn and night views the regional farms share. */
const SHARED_VIEWS = 3;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const treeKey = (farm: FarmKey, treeName: string) => `${farm}/${treeName}`;

/** Every picture (and recording) of the demo data, by what it shows, as `files` rows ready to insert. */
export interface DemoPictures {
  rows: FileRow[];
  variety: Record<VarietyKey, string>;
  farmHero: Record<FarmKey, string>;
  farmDawn: Record<FarmKey, string>;
  farmNight: Record<FarmKey, string>;
  /** By `treeKey(farm, tree name)`. */
  tree: Map<string, string>;
  activity: Record<Activity, string>;
  /** The video and the voice note some maintenance records carry. */
  recording: Record<Recording, string>;
}

interface PictureJob {
  key: string;
  caption: Caption;
  svg: () => string;
}

/** Renders the SVG once, then encodes it as an ~800×600 WebP and a 320 px wide WebP thumbnail. */
async function storePicture(storage: FileStorage, job: PictureJob): Promise<FileRow> {
  // The pictures are opaque: dropping the alpha channel makes encoding faster and files smaller.
  const { data, info } = await sharp(Buffer.from(job.svg())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // Effort 2 encodes twice as fast as the default for files a few percent larger: seeding stays quick.
  const original = await sharp(data, raw).webp({ quality: 82, effort: 2 }).toBuffer();
  const thumbnail = await sharp(data, raw).resize({ width: THUMBNAIL_WIDTH }).webp({ quality: 78, effort: 2 }).toBuffer();
  const thumbnailKey = job.key.replace(/\.webp$/, '-thumb.webp');
  await storage.put(job.key, original, 'image/webp');
  await storage.put(thumbnailKey, thumbnail, 'image/webp');
  return {
    id: randomUUID(),
    storageKey: job.key,
    thumbnailKey,
    mimeType: 'image/webp',
    ...captionColumns(job.caption),
    folder: 'seed',
    sizeBytes: original.length,
    width: info.width,
    height: info.height,
  };
}

/** Runs `work` over `items`, at most `limit` at a time (sharp works on its own threads). */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Draws and stores every demo picture (no network: the SVG is written here, sharp encodes it). */
export async function renderDemoPictures(storage: FileStorage): Promise<DemoPictures> {
  const jobs: (PictureJob & { kind: string; ref: string })[] = [];

  for (const [key, v] of Object.entries(varieties) as [VarietyKey, (typeof varieties)[VarietyKey]][]) {
    jobs.push({
      kind: 'variety',
      ref: key,
      key: `seed/products/${key}.webp`,
      caption: captions.variety(v),
      svg: () => durianIllustration(v.title, v.code, v.look),
    });
  }
  // The regional farms share a few dawn and night views, so seeding stays quick with many farms.
  regionalFarms.slice(0, SHARED_VIEWS).forEach((farm, i) => {
    jobs.push({
      kind: 'sharedDawn',
      ref: String(i),
      key: `seed/gallery/partner-orchard-dawn-${i + 1}.webp`,
      caption: captions.fixed('Morning over a partner orchard'),
      svg: () => orchardLandscape(`shared-dawn-${i}`, dawnLook(farm.look)),
    });
    jobs.push({
      kind: 'sharedNight',
      ref: String(i),
      key: `seed/gallery/partner-orchard-night-${i + 1}.webp`,
      caption: captions.fixed('Night over a partner orchard: durian flowers open after dark and are pollinated by bats'),
      svg: () => orchardLandscape(`shared-night-${i}`, nightLook()),
    });
  });
  for (const farm of farms) {
    const slug = slugify(farm.name);
    jobs.push({
      kind: 'farmHero',
      ref: farm.key,
      key: `seed/farms/${slug}.webp`,
      caption: captions.farmHero(farm),
      svg: () => orchardLandscape(farm.key, farm.look, farm.name, farm.location.split(', ').slice(-2).join(', ')),
    });
    if (!regionalFarms.includes(farm)) {
      jobs.push({
        kind: 'farmDawn',
        ref: farm.key,
        key: `seed/gallery/${slug}-dawn.webp`,
        caption: captions.farmDawn(farm),
        svg: () => orchardLandscape(`${farm.key}-dawn`, dawnLook(farm.look)),
      });
      jobs.push({
        kind: 'farmNight',
        ref: farm.key,
        key: `seed/gallery/${slug}-night.webp`,
        caption: captions.farmNight(farm),
        svg: () => orchardLandscape(`${farm.key}-night`, nightLook()),
      });
    }
    for (const tree of farm.trees) {
      const v = varieties[tree.variety];
      jobs.push({
        kind: 'tree',
        ref: treeKey(farm.key, tree.name),
        key: `seed/trees/${slug}-${slugify(tree.name)}.webp`,
        caption: captions.tree(tree, v.variety),
        svg: () =>
          treeIllustration({
            name: tree.name,
            variety: v.variety,
            heightM: tree.heightM,
            trunkCm: tree.trunkCm,
            look: v.look,
            sky: farm.look.sky,
          }),
      });
    }
  }
  for (const activity of activities) {
    jobs.push({
      kind: 'activity',
      ref: activity,
      key: `seed/maintenance/${activity}.webp`,
      caption: captions.fixed(activityTitle(activity)),
      svg: () => activityIllustration(activity),
    });
  }

  const rows = await mapLimited(jobs, 4, (job) => storePicture(storage, job));
  const recordings = await storeDemoRecordings(storage);
  const idsOf = (kind: string) =>
    Object.fromEntries(jobs.flatMap((job, i) => (job.kind === kind ? [[job.ref, rows[i]!.id]] : [])));

  const withSharedViews = (own: Record<string, string>, shared: Record<string, string>) => ({
    ...Object.fromEntries(regionalFarms.map((farm, i) => [farm.key, shared[String(i % SHARED_VIEWS)]!])),
    ...own,
  });

  return {
    rows: [...rows, ...recordings.rows],
    variety: idsOf('variety') as DemoPictures['variety'],
    farmHero: idsOf('farmHero') as DemoPictures['farmHero'],
    farmDawn: withSharedViews(idsOf('farmDawn'), idsOf('sharedDawn')) as DemoPictures['farmDawn'],
    farmNight: withSharedViews(idsOf('farmNight'), idsOf('sharedNight')) as DemoPictures['farmNight'],
    tree: new Map(Object.entries(idsOf('tree'))),
    activity: idsOf('activity') as DemoPictures['activity'],
    recording: recordings.ids,
  };
}
