import { z } from 'zod';
import { languages } from '../languages';

/*
 * Malay and Chinese versions of the shop's own texts (docs/product/languages.md; decision records 024 and 036):
 * descriptions, stories and care records, and the shop's labels (categories, sizes, captions, drop-off point
 * names, who did a care job) may be translated; names of products, farms and trees never are. English is the
 * text of the object itself and the fallback of every field left untranslated.
 */

/** The languages content is translated into: every shop language but English, which is the object's own text. */
export const translationLanguages = ['ms', 'zh'] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

/** The longest each translatable text may be: the same limits as the English fields they translate. */
export const textLimits = {
  productDescription: 10_000,
  productNote: 2000,
  farmDescription: 5000,
  farmStory: 10_000,
  farmPractices: 10_000,
  treeDescription: 5000,
  recordDescription: 5000,
  recordPerformedBy: 120,
  productSize: 100,
  productGradeNote: 300,
  categoryName: 100,
  categoryDescription: 1000,
  caption: 500,
  dropoffPointName: 120,
  deliveryZoneName: 60,
} as const;

/** One translated text: trimmed, at most `max` characters; an empty string means 'no translation'. */
const translatedText = (max: number) => z.string().trim().max(max).optional();

/**
 * `{ ms?: { field: text }, zh?: { field: text } }` for the given fields: strict objects, so an unknown language
 * or field is refused (400) rather than kept.
 */
function translationsOf<Shape extends z.ZodRawShape>(fields: Shape, what: string) {
  const oneLanguage = z.strictObject(fields);
  return z
    .strictObject({ ms: oneLanguage.optional(), zh: oneLanguage.optional() })
    .describe(
      `Malay (ms) and Chinese (zh) versions of the ${what}, each trimmed and as long as the English field may be; ` +
        'a field left out or empty has no translation, and shoppers reading that language get the English text. ' +
        "Only the admin's replies carry it, whole. A write (admin) sets the languages and fields it names, an empty " +
        'string removing that translation, and keeps the others.',
    );
}

export const productTranslationsSchema = translationsOf(
  {
    description: translatedText(textLimits.productDescription),
    storageRecommendations: translatedText(textLimits.productNote),
    ripenessTimeline: translatedText(textLimits.productNote),
    nutritionalInfo: translatedText(textLimits.productNote),
    size: translatedText(textLimits.productSize),
    gradeNote: translatedText(textLimits.productGradeNote),
  },
  "product's description, storage recommendations, ripeness timeline, nutritional information, size and grade note",
);
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

export const farmTranslationsSchema = translationsOf(
  {
    description: translatedText(textLimits.farmDescription),
    story: translatedText(textLimits.farmStory),
    cultivationPractices: translatedText(textLimits.farmPractices),
  },
  "farm's description, story and cultivation practices",
);
export type FarmTranslations = z.infer<typeof farmTranslationsSchema>;

export const treeTranslationsSchema = translationsOf(
  { description: translatedText(textLimits.treeDescription) },
  "tree's description",
);
export type TreeTranslations = z.infer<typeof treeTranslationsSchema>;

export const maintenanceRecordTranslationsSchema = translationsOf(
  { description: translatedText(textLimits.recordDescription), performedBy: translatedText(textLimits.recordPerformedBy) },
  "care record's description and who did the work",
);
export type MaintenanceRecordTranslations = z.infer<typeof maintenanceRecordTranslationsSchema>;

export const categoryTranslationsSchema = translationsOf(
  { name: translatedText(textLimits.categoryName), description: translatedText(textLimits.categoryDescription) },
  "category's name and description",
);
export type CategoryTranslations = z.infer<typeof categoryTranslationsSchema>;

export const mediaTranslationsSchema = translationsOf(
  { caption: translatedText(textLimits.caption) },
  "file's caption (a picture's alt text)",
);
export type MediaTranslations = z.infer<typeof mediaTranslationsSchema>;

export const dropoffPointTranslationsSchema = translationsOf(
  { name: translatedText(textLimits.dropoffPointName) },
  "drop-off point's name (its address stays as written)",
);
export type DropoffPointTranslations = z.infer<typeof dropoffPointTranslationsSchema>;

export const deliveryZoneTranslationsSchema = translationsOf(
  { name: translatedText(textLimits.deliveryZoneName) },
  "delivery zone's name",
);
export type DeliveryZoneTranslations = z.infer<typeof deliveryZoneTranslationsSchema>;

/** Any of the above: each language's texts by field. */
export type ContentTranslations = Partial<Record<TranslationLanguage, Record<string, string | undefined>>>;

/**
 * `lang` of the public catalogue reads: the texts of the reply in Malay or Chinese, field by field, where the
 * object has them, English elsewhere. `en` or none: English. Any other value is refused (400).
 */
export const contentLanguageSchema = z
  .enum(languages)
  .optional()
  .describe(
    'The language of the descriptions, stories, care records and labels (categories, sizes, captions, drop-off ' +
      'point names) in the reply: ms (Bahasa Melayu) or zh (Simplified Chinese) where the object has them, English ' +
      'for each field it has not; en or none: English. Names of products, farms and trees are never translated, and ' +
      'the reply has the same fields in every language.',
  );

/** The query of a catalogue read that takes nothing but the language. */
export const languageQuerySchema = z.object({ lang: contentLanguageSchema });
