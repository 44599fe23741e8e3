import { languageNames, isLanguage } from '@durio/shared/languages';
import { malaysianStates } from '@durio/shared/malaysian-postcodes';
import { senToRm } from '@durio/shared/money';
import type { AdminChange } from '@durio/shared/schemas/admin-changes';
import { productForms, type ProductForm } from '@durio/shared/schemas/catalogue';
import { voucherKinds, type VoucherKind } from '@durio/shared/vouchers';
import { formLabel } from '@/features/catalogue/components/product-facts';
import { formatDate, formatKg, formatNumber, formatRm } from '@/lib/format';
import { locale, translator, type MessageKey, type Translate } from '@/lib/i18n';
import { fieldKinds, quietFields, type Kind } from './history-field-kinds';
import { farmStatusLabel, orderStatusLabel, paymentStatusLabel } from './status-labels';

/*
 * What a recorded change says to the owner (docs/product/admin-console.md: the history): each field the change
 * touched by its label in the page's language, its values as the console shows them elsewhere (RM, kg, Yes/No,
 * statuses, dates), pictures as pictures, and nothing that says nothing (ids, timestamps, derived counts, a
 * field that went from empty to empty).
 */

/** One line of a change: what changed, and its value before (none for what a move adds) and after. */
export interface ChangedField {
  key: string;
  label: string;
  before?: FieldValue;
  after: FieldValue;
}

/** A value as text, or pictures (file ids, shown with the reply's files). */
export type FieldValue = { text: string } | { pictures: string[] };

const EMPTY = '—';
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** 0 Sunday to 6 Saturday, named in the page's language: 7 January 2024 was a Sunday. */
const weekdayName = (day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));

/** A list's items, each as `item` says it, apart by commas. */
const listOf = (value: unknown, item: (entry: unknown) => string) => (Array.isArray(value) ? value.map(item).join(', ') : String(value));

function valueOf(t: Translate<'admin'>, kind: Kind, value: unknown, entity: string): FieldValue {
  if (kind === 'pictures') return { pictures: Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [] };
  if (isEmpty(value)) return { text: EMPTY };
  const number = typeof value === 'number' ? value : Number(value);
  switch (kind) {
    case 'sen':
      return { text: formatRm(senToRm(number)) };
    case 'rm':
      return { text: formatRm(number) };
    case 'percent':
      return { text: `${formatNumber(number)}%` };
    case 'discountKind':
      return { text: (voucherKinds as readonly unknown[]).includes(value) ? t(`discounts.kind.${value as VoucherKind}`) : String(value) };
    case 'grams':
      return { text: `${formatNumber(number / 1000)} kg` };
    case 'basisPoints':
      return { text: `${formatNumber(number / 100)}%` };
    case 'number':
      return { text: formatNumber(number) };
    case 'yesNo':
      return { text: t(value ? 'history.value.yes' : 'history.value.no') };
    case 'date':
      return { text: formatDate(String(value)) };
    case 'list':
      return { text: Array.isArray(value) ? value.join(', ') : String(value) };
    case 'orderStatus':
      // Only an order's history has an order status; a review or product would name its own.
      return { text: entity === 'order' ? orderStatusLabel(t, String(value)) : String(value) };
    case 'paymentStatus':
      return { text: paymentStatusLabel(t, String(value)) };
    case 'farmStatus':
      return { text: farmStatusLabel(t, value as 'PENDING') };
    case 'priceUnit':
      return { text: t(value === 'kg' ? 'history.value.perKg' : 'history.value.perUnit') };
    case 'productForm':
      return { text: (productForms as readonly unknown[]).includes(value) ? formLabel(value as ProductForm, translator('common')) : String(value) };
    case 'productForms':
      // A zone's fruit, as its form in the console names it: 'Whole fresh fruit, Packed flesh'.
      return { text: listOf(value, (form) => ((productForms as readonly unknown[]).includes(form) ? t(`zones.form.${form as ProductForm}`) : String(form))) };
    case 'states':
      return { text: listOf(value, (key) => malaysianStates.find((state) => state.key === key)?.name ?? String(key)) };
    case 'postcodeRanges':
      return { text: listOf(value, (range) => `${String((range as { from?: unknown }).from)}–${String((range as { to?: unknown }).to)}`) };
    case 'weekdays':
      return { text: listOf(value, (day) => weekdayName(Number(day))) };
    case 'runs':
      // '14:00–18:00: 20 orders', as the zones page says each run; a run written otherwise is shown as it is.
      return {
        text: listOf(value, (run) => {
          const parts = /^(.+) × (\d+)$/.exec(String(run));
          return parts ? t('zones.runCapacity', { window: parts[1]!, capacity: Number(parts[2]) }) : String(run);
        }),
      };
    case 'reference':
      return { text: t('history.value.changed') };
    case 'fruitWeights':
      // By line: '1.900 kg, 2.600 kg', lines apart by '; '.
      return {
        text: Object.values(value as Record<string, unknown>)
          .map((grams) => (Array.isArray(grams) ? grams.map((g) => formatKg(Number(g) / 1000)).join(', ') : String(grams)))
          .join('; '),
      };
    case 'address':
      return { text: typeof value === 'object' ? Object.values(value as object).filter((part) => !isEmpty(part)).join(', ') : String(value) };
    default:
      return { text: String(value) };
  }
}

function labelOf(t: Translate<'admin'>, field: string): string {
  return field in fieldKinds ? t(`history.field.${field}` as MessageKey<'admin'>) : field;
}

/** A change of the stored translations, field by field and language by language: 'Description (Bahasa Melayu)'. */
function translationChanges(t: Translate<'admin'>, before: unknown, after: unknown): ChangedField[] {
  const byLanguage = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, Record<string, unknown>>) : {});
  const [old, now] = [byLanguage(before), byLanguage(after)];
  const lines: ChangedField[] = [];
  for (const language of new Set([...Object.keys(old), ...Object.keys(now)])) {
    for (const field of new Set([...Object.keys(old[language] ?? {}), ...Object.keys(now[language] ?? {})])) {
      const [was, is] = [old[language]?.[field], now[language]?.[field]];
      if (same(was, is)) continue;
      const languageName = isLanguage(language) ? languageNames[language] : language;
      lines.push({
        key: `translations.${language}.${field}`,
        label: t('history.field.inLanguage', { field: labelOf(t, field), language: languageName }),
        before: valueOf(t, 'text', was, ''),
        after: valueOf(t, 'text', is, ''),
      });
    }
  }
  return lines;
}

/**
 * The fields `change` touched, labelled and formatted. A field the object did not have before (what an order
 * move adds: its message and photos) has no 'before'; a created or deleted object lists none (its action says it).
 */
export function changedFields(t: Translate<'admin'>, change: AdminChange): ChangedField[] {
  const { before, after, entity } = change;
  if (!before || !after) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !quietFields.has(field));
  return fields.flatMap((field): ChangedField[] => {
    if (field === 'translations') return translationChanges(t, before[field], after[field]);
    if (same(before[field], after[field])) return [];
    const kind = fieldKinds[field] ?? 'text';
    const added = !(field in before);
    return [
      {
        key: field,
        label: labelOf(t, field),
        ...(added ? {} : { before: valueOf(t, kind, before[field], entity) }),
        after: valueOf(t, kind, after[field], entity),
      },
    ];
  });
}
