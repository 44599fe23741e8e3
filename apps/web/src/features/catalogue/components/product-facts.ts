import type { ProductForm, ProductGrade, ProductListItem } from '@durio/shared/schemas/catalogue';
import { varietyIn, varietyOption } from '@durio/shared/variety-names';
import { language, type Translate } from '@/lib/i18n';

const NEW_PRODUCT_DAYS = 30;

/** 'New' marks products created within the last 30 days (docs/product/catalogue.md). */
export function isNewProduct(product: Pick<ProductListItem, 'createdAt'>, now: number = Date.now()): boolean {
  const created = Date.parse(product.createdAt);
  return Number.isFinite(created) && now - created <= NEW_PRODUCT_DAYS * 24 * 60 * 60 * 1000;
}

/** Rounded percent saved by the sale price, or null without a sale. */
export function discountPercent(product: Pick<ProductListItem, 'price' | 'salePrice'>): number | null {
  if (product.salePrice === null || product.price <= 0 || product.salePrice >= product.price) return null;
  return Math.round(((product.price - product.salePrice) / product.price) * 100);
}

/** The variety the server gives a product without one (docs/product/catalogue.md): a placeholder, not a variety's name. */
const MIXED_VARIETY = 'Mixed Variety';

/**
 * A variety as shown: its name as the page's language names it (docs/translation-glossary.md: '猫山王 D197'), or
 * 'Mixed Variety' in the page's language when it has none.
 */
export function varietyLabel(variety: string | null | undefined, t: Translate<'catalogue'>): string {
  return !variety || variety === MIXED_VARIETY ? t('product.mixedVariety') : varietyIn(variety, language);
}

/** A variety as a filter or its chip offers it: beside its English name where the page's language renames it. */
export function varietyOptionLabel(variety: string, t: Translate<'catalogue'>): string {
  return variety === MIXED_VARIETY ? t('product.mixedVariety') : varietyOption(variety, language);
}

/** The short description is the first 100 characters of the description (docs/product/catalogue.md). */
export function shortDescription(description: string): string {
  return description.length <= 100 ? description : `${description.slice(0, 100).trimEnd()}…`;
}

/** 'Grade A' in the page's language (Gred A, A级). */
export function gradeLabel(grade: ProductGrade, t: Translate<'common'>): string {
  return t('product.grade', { grade });
}

/** What is in the box: 'Whole fruit', 'Flesh, packed' or 'Frozen'. */
export function formLabel(form: ProductForm, t: Translate<'common'>): string {
  return t(`product.form.${form}`);
}
