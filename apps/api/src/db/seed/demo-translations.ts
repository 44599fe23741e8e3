import type { ContentTranslations } from '@durio/shared/schemas/content-translations';

/**
 * A demo text in Bahasa Melayu and Chinese, beside the English of the field it translates (docs/product/languages.md). Written
 * as a Malaysian shop would write it, not word for word: Malay in a warm shop register, Chinese as Malaysian
 * Chinese shops write it, the varieties by their Chinese names (docs/translation-glossary.md); every fact kept,
 * and the names of farms, trees, products and people left as they are.
 */
export interface Translated {
  ms: string;
  zh: string;
}

/** `{ field: { ms, zh } }` as a row's translations: `{ ms: { field }, zh: { field } }`. */
export function byLanguage<T extends ContentTranslations>(fields: Record<string, Translated>): T {
  const entries = Object.entries(fields);
  return {
    ms: Object.fromEntries(entries.map(([field, text]) => [field, text.ms])),
    zh: Object.fromEntries(entries.map(([field, text]) => [field, text.zh])),
  } as T;
}

/** STORAGE_ADVICE (demo-varieties.ts). */
export const STORAGE_ADVICE_TRANSLATED: Translated = {
  ms:
    'Simpan buah yang belum dibuka di tempat yang sejuk dan berangin, jauh daripada cahaya matahari, dan habiskan ' +
    'dalam masa 3 hari. Isi yang sudah dibuka tahan 2 hari dalam bekas kedap udara di dalam peti sejuk, atau 3 bulan ' +
    'jika dibekukan.',
  zh: '整颗榴莲请放在阴凉通风处，避免阳光直射，并在3天内吃完。开壳后的果肉装进密封盒冷藏可放2天，冷冻可保存3个月。',
};

/** NUTRITION (demo-varieties.ts). */
export const NUTRITION_TRANSLATED: Translated = {
  ms:
    'Bagi setiap 100 g: kira-kira 147 kcal, 27 g karbohidrat, 3.8 g serat, 5.3 g lemak, 1.5 g protein, 19.7 mg ' +
    'vitamin C dan 436 mg kalium.',
  zh: '每100克约含：热量147千卡、碳水化合物27克、膳食纤维3.8克、脂肪5.3克、蛋白质1.5克、维生素C 19.7毫克、钾436毫克。',
};

/** FROZEN_STORAGE_ADVICE (demo-varieties.ts). */
export const FROZEN_STORAGE_ADVICE_TRANSLATED: Translated = {
  ms:
    'Simpan dalam keadaan beku pada suhu -18 °C, tahan sehingga 3 bulan. Nyahbeku di dalam peti sejuk atau biarkan ' +
    '20 minit pada suhu bilik; jangan bekukan semula.',
  zh: '请以-18°C冷冻保存，最长可放3个月。食用前放冰箱冷藏室解冻，或在室温下放20分钟；解冻后请勿再次冷冻。',
};
