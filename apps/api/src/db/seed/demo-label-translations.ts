import type { ContentTranslations, MediaTranslations } from '@durio/shared/schemas/content-translations';
import { varietyIn } from '@durio/shared/variety-names';
import type { Translated } from './demo-translations';

/*
 * The demo data's labels in Bahasa Melayu and Chinese (docs/product/languages.md, decision record 036): category
 * names and descriptions, product sizes, pictures' captions, drop-off point names and who did a care job. Fixed
 * labels are keyed by their English text, as sizes and people repeat across products and records; captions
 * that name a farm or a tree are written here with their English, so the two never drift apart. Written as the
 * glossary says (docs/translation-glossary.md): 类别, 取货点, *tempat pengambilan*, varieties by their Chinese
 * names, no space between Chinese and a number. Names of farms, trees and people stay as they are written.
 */

/** A person's name, written the same in every language. */
const asWritten = (name: string): Translated => ({ ms: name, zh: name });

const peopleAsWritten = [
  'Wong Kok Leong',
  'Ah Seng',
  'Siti Aminah',
  'Lim Wei Ming',
  'Ahmad Zulkifli',
  'Ravi Chandran',
  'Tan Mei Ling',
  'Nor Hayati',
  'Chan Kah Hoe',
  'Teoh Kim Seng',
  'Ooi Beng Chye',
  'Lee Chee Keong',
  'Rosli Ahmad',
  'Nordin Yusof',
  'Selvam Arumugam',
  'Haji Azman Saad',
  'Che Rohani Ismail',
  'Wan Zulkarnain',
  'Mohd Faizal',
  'Yap Siew Ling',
  'Ramli Jaafar',
  'Kenny Goh',
  'Ng Kok Wai',
  'Mustafa Embong',
];

/** Every fixed label of the demo data, by its English text. */
export const labelTranslations: Readonly<Record<string, Translated>> = {
  // Categories (demo-products.ts): names, then descriptions.
  Premium: { ms: 'Premium', zh: '精品' },
  Classic: { ms: 'Klasik', zh: '经典' },
  Bittersweet: { ms: 'Pahit Manis', zh: '甘苦味' },
  Sweet: { ms: 'Manis', zh: '甜味' },
  'Seasonal Specials': { ms: 'Istimewa Musim Ini', zh: '当季限定' },
  'Gift Boxes': { ms: 'Kotak Hadiah', zh: '礼盒' },
  'The most sought-after varieties, graded A and picked from mature trees.': {
    ms: 'Varieti yang paling dicari, gred A dan dipilih daripada pokok yang matang.',
    zh: '最抢手的品种，A级果，来自成熟的老树。',
  },
  'The time-honoured Malaysian favourites at everyday prices.': {
    ms: 'Kegemaran turun-temurun rakyat Malaysia pada harga biasa.',
    zh: '马来西亚人历久不衰的最爱，价格实惠。',
  },
  'Deep, complex flesh with a bitter edge for seasoned durian lovers.': {
    ms: 'Isi yang pekat dan kaya rasa dengan kepahitan yang jelas, untuk peminat durian yang berpengalaman.',
    zh: '果肉浓郁、层次丰富，带苦韵，适合资深榴莲迷。',
  },
  'Mild, creamy and sweet: a gentle start for first-timers.': {
    ms: 'Lembut, berkrim dan manis: permulaan yang mudah bagi yang pertama kali mencuba.',
    zh: '口感温和、香滑清甜，最适合初次品尝的您。',
  },
  'Limited fruit of this season only, while the trees bear.': {
    ms: 'Buah terhad musim ini sahaja, selagi pokok masih berbuah.',
    zh: '仅限本季的限量果实，售完即止。',
  },
  'Opened, packed and sealed boxes, ready to give.': {
    ms: 'Sudah dibuka, dibungkus dan dimeterai dalam kotak, sedia untuk dihadiahkan.',
    zh: '已开壳、装盒并密封，可直接送礼。',
  },

  // Product sizes (demo-products.ts).
  'Small (about 1.4 kg)': { ms: 'Kecil (kira-kira 1.4 kg)', zh: '小（约1.4公斤）' },
  'Medium (about 1.5 kg)': { ms: 'Sederhana (kira-kira 1.5 kg)', zh: '中（约1.5公斤）' },
  'Medium (about 1.6 kg)': { ms: 'Sederhana (kira-kira 1.6 kg)', zh: '中（约1.6公斤）' },
  'Medium (about 1.7 kg)': { ms: 'Sederhana (kira-kira 1.7 kg)', zh: '中（约1.7公斤）' },
  'Medium (about 1.8 kg)': { ms: 'Sederhana (kira-kira 1.8 kg)', zh: '中（约1.8公斤）' },
  'Medium (about 2 kg)': { ms: 'Sederhana (kira-kira 2 kg)', zh: '中（约2公斤）' },
  'Large (about 2 kg)': { ms: 'Besar (kira-kira 2 kg)', zh: '大（约2公斤）' },
  'Large (about 2.1 kg)': { ms: 'Besar (kira-kira 2.1 kg)', zh: '大（约2.1公斤）' },
  'Large (about 2.2 kg)': { ms: 'Besar (kira-kira 2.2 kg)', zh: '大（约2.2公斤）' },
  'Large (about 2.5 kg)': { ms: 'Besar (kira-kira 2.5 kg)', zh: '大（约2.5公斤）' },
  'Half fruit, about 0.9 kg': { ms: 'Separuh biji, kira-kira 0.9 kg', zh: '半颗，约0.9公斤' },
  'Half fruit, about 1 kg': { ms: 'Separuh biji, kira-kira 1 kg', zh: '半颗，约1公斤' },
  'Half fruit, about 1.1 kg': { ms: 'Separuh biji, kira-kira 1.1 kg', zh: '半颗，约1.1公斤' },
  'Two fruits, about 2.8 kg': { ms: 'Dua biji, kira-kira 2.8 kg', zh: '两颗，约2.8公斤' },
  'Two fruits, about 3 kg': { ms: 'Dua biji, kira-kira 3 kg', zh: '两颗，约3公斤' },
  'Two fruits, about 3.2 kg': { ms: 'Dua biji, kira-kira 3.2 kg', zh: '两颗，约3.2公斤' },
  'Two small fruits, about 2.2 kg': { ms: 'Dua biji kecil, kira-kira 2.2 kg', zh: '两颗小果，约2.2公斤' },
  'Basket of 3 fruits': { ms: 'Sebakul 3 biji', zh: '一篮3颗' },
  '400 g tub': { ms: 'Bekas 400 g', zh: '400克盒装' },
  '500 g tub': { ms: 'Bekas 500 g', zh: '500克盒装' },
  'Box of 6 pods': { ms: 'Sekotak 6 ulas', zh: '一盒6粒果肉' },
  'Box of 8 to 10 pods': { ms: 'Sekotak 8 hingga 10 ulas', zh: '一盒8至10粒果肉' },
  'Box of 12 pods, 3 varieties': { ms: 'Sekotak 12 ulas, 3 varieti', zh: '一盒12粒果肉，3个品种' },
  'Box of 16 pods': { ms: 'Sekotak 16 ulas', zh: '一盒16粒果肉' },

  // Drop-off points (demo-people.ts): the glossary's 'tempat pengambilan' and 取货点; the address stays.
  'Durio Pickup Bangsar': { ms: 'Tempat Pengambilan Durio Bangsar', zh: 'Durio 孟沙取货点' },
  'Durio Pickup Cheras': { ms: 'Tempat Pengambilan Durio Cheras', zh: 'Durio 蕉赖取货点' },
  'Durio Pickup George Town': { ms: 'Tempat Pengambilan Durio George Town', zh: 'Durio 乔治市取货点' },
  'Durio Pickup Johor Bahru': { ms: 'Tempat Pengambilan Durio Johor Bahru', zh: 'Durio 新山取货点' },

  // Who did a care job (demo-farms.ts, demo-farms-regional.ts): a role is translated, a person's name is not.
  'Farm Staff': { ms: 'Pekerja Ladang', zh: '农场员工' },
  'Teoh family': { ms: 'Keluarga Teoh', zh: 'Teoh 一家' },
  'Puan Zaleha': { ms: 'Puan Zaleha', zh: 'Zaleha 女士' },
  'Pak Rahim': { ms: 'Pak Rahim', zh: 'Rahim 伯' },
  ...Object.fromEntries(peopleAsWritten.map((name) => [name, asWritten(name)])),

  // Captions of the pictures and recordings every farm shares (demo-pictures.ts, demo-recordings.ts).
  Pruning: { ms: 'Mencantas dahan', zh: '修剪枝条' },
  Fertilising: { ms: 'Membaja', zh: '施肥' },
  'Netting the fruit': { ms: 'Memasang jaring buah', zh: '挂网护果' },
  'Drip irrigation': { ms: 'Pengairan titis', zh: '滴灌' },
  'Collecting fallen fruit': { ms: 'Mengutip buah yang gugur', zh: '捡拾落果' },
  'Pest inspection': { ms: 'Pemeriksaan perosak', zh: '病虫害检查' },
  'Morning over a partner orchard': { ms: 'Pagi di dusun rakan kongsi', zh: '合作果园的清晨' },
  'Night over a partner orchard: durian flowers open after dark and are pollinated by bats': {
    ms: 'Malam di dusun rakan kongsi: bunga durian mekar selepas gelap dan didebungakan oleh kelawar',
    zh: '合作果园的夜晚：榴莲花在天黑后开放，由蝙蝠授粉',
  },
  'Netting round: nets under the fruiting branches catch the fruit as it falls': {
    ms: 'Pusingan memasang jaring: jaring di bawah dahan yang berbuah menyambut buah yang gugur',
    zh: '挂网巡园：结果枝下的网接住掉落的果实',
  },
  'Voice note from the orchard': { ms: 'Nota suara dari dusun', zh: '来自果园的语音留言' },
  'Durian Sampler': { ms: 'Sampel Durian', zh: '榴莲品尝组合' },
};

/**
 * A row's `translations` of the given fields, each named by its English text: `{ ms: { field }, zh: { field } }`.
 * A text the table does not hold stays untranslated (English for every shopper); seed.test.ts names it.
 */
export function labelled<T extends ContentTranslations>(fields: Record<string, string | null | undefined>): T {
  const of = (language: keyof Translated) =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([field, english]) => {
        const text = english ? labelTranslations[english]?.[language] : undefined;
        return text ? [[field, text]] : [];
      }),
    );
  const ms = of('ms');
  const zh = of('zh');
  return { ...(Object.keys(ms).length > 0 ? { ms } : {}), ...(Object.keys(zh).length > 0 ? { zh } : {}) } as T;
}

/** A picture's caption in English with its Malay and Chinese (none when the table lacks a word of it). */
export interface Caption {
  en: string;
  translated: Translated | undefined;
}

/** A variety as Malay and Chinese name it (packages/shared/src/variety-names.ts, the storefront's rule too). */
const varietyNamed = (variety: string): Translated => ({ ms: varietyIn(variety, 'ms'), zh: varietyIn(variety, 'zh') });

/** A caption the table holds whole (`labelTranslations`). */
const fixed = (en: string): Caption => ({ en, translated: labelTranslations[en] });

/** The captions of the demo pictures and recordings. */
export const captions = {
  fixed,
  /**
   * A variety's own picture: its name and code, 'Musang King (D197)', as each language names it; the mixed box by
   * its title.
   */
  variety: (variety: { title: string; code: string | null; variety: string }): Caption => ({
    en: variety.code ? `${variety.title} (${variety.code})` : variety.title,
    translated: labelTranslations[variety.title] ?? varietyNamed(variety.variety),
  }),
  farmHero: (farm: { name: string; location: string }): Caption => ({
    en: `${farm.name}, ${farm.location}`,
    translated: { ms: `${farm.name}, ${farm.location}`, zh: `${farm.name}（${farm.location}）` },
  }),
  farmDawn: (farm: { name: string }): Caption => ({
    en: `Morning over ${farm.name}`,
    translated: { ms: `Pagi di ${farm.name}`, zh: `${farm.name}的清晨` },
  }),
  farmNight: (farm: { name: string }): Caption => ({
    en: `Night over ${farm.name}: durian flowers open after dark and are pollinated by bats`,
    translated: {
      ms: `Malam di ${farm.name}: bunga durian mekar selepas gelap dan didebungakan oleh kelawar`,
      zh: `${farm.name}的夜晚：榴莲花在天黑后开放，由蝙蝠授粉`,
    },
  }),
  tree: (tree: { name: string; plantedYear: number }, variety: string): Caption => {
    const name = varietyNamed(variety);
    return {
      en: `${tree.name}, ${variety}, planted ${tree.plantedYear}`,
      translated: {
        ms: `${tree.name}, ${name.ms}, ditanam pada ${tree.plantedYear}`,
        zh: `${tree.name}，${name.zh}，${tree.plantedYear}年种植`,
      },
    };
  },
};

/** A file row's caption and its `translations`. */
export function captionColumns(caption: Caption): { caption: string; translations: MediaTranslations } {
  const { translated } = caption;
  return {
    caption: caption.en,
    translations: translated ? { ms: { caption: translated.ms }, zh: { caption: translated.zh } } : {},
  };
}
