import { htmlLang, languageNames } from '@durio/shared/languages';
import {
  translationLanguages,
  type ContentTranslations,
  type TranslationLanguage,
} from '@durio/shared/schemas/content-translations';
import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/api-messages';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';

/*
 * The Malay and Chinese versions of an object's descriptions and labels (decision records 024 and 036), beside its
 * English fields:
 * one disclosure per language, closed until the owner opens it (or a save finds a mistake in it). The form holds
 * `translations: { ms: { field: text }, zh: { … } }` with every field, '' for none, and sends it whole: an empty
 * field removes that translation and shoppers reading that language get the English text.
 */

/** Every language's text of each field as the form starts: the stored translation, '' where there is none. */
export function translationValues<Field extends string>(
  fields: readonly Field[],
  stored: ContentTranslations | null | undefined,
): Record<TranslationLanguage, Record<Field, string>> {
  const of = (language: TranslationLanguage) =>
    Object.fromEntries(fields.map((field) => [field, stored?.[language]?.[field] ?? ''])) as Record<Field, string>;
  return { ms: of('ms'), zh: of('zh') };
}

export interface TranslatableField {
  /** The field's name in `translations.<language>`, as the shared schema has it. */
  name: string;
  /** The English field's label. */
  label: string;
  /** A label (a name, a size, a caption): one line, as its English field is. */
  short?: boolean;
}

type Texts = Partial<Record<TranslationLanguage, Record<string, string | undefined>>>;
type Errors = Partial<Record<TranslationLanguage, Record<string, { message?: string } | undefined>>>;

const pathOf = (language: TranslationLanguage, field: string) => `translations.${language}.${field}`;

export function TranslationFields<T extends FieldValues>({
  form,
  fields,
  variant,
  title,
  className,
}: {
  form: UseFormReturn<T>;
  fields: TranslatableField[];
  /** The heading or legend, when 'Translations' would not tell this group from another of the form. */
  title?: string;
  /** 'section': a page's section with its heading; 'fieldset': a group inside a dialog's form. */
  variant: 'section' | 'fieldset';
  className?: string;
}) {
  const t = useT('admin-catalogue');
  const id = useId();
  const texts = (useWatch({ control: form.control, name: 'translations' as FieldPath<T> }) ?? {}) as Texts;
  const { errors: allErrors, submitCount } = form.formState;
  const errors = (allErrors as { translations?: Errors }).translations ?? {};
  // The owner's choice of open languages holds until the next save; a save refused for a translation opens its language.
  const [choice, setChoice] = useState<Partial<Record<TranslationLanguage, { open: boolean; at: number }>>>({});
  const hasErrors = (language: TranslationLanguage) => fields.some((field) => errors[language]?.[field.name]);
  const isOpen = (language: TranslationLanguage) =>
    hasErrors(language) && choice[language]?.at !== submitCount ? true : (choice[language]?.open ?? false);

  // After a refused save, when nothing outside the translations is wrong, the focus goes to the first wrong text.
  useEffect(() => {
    if (submitCount === 0 || Object.keys(allErrors).some((name) => name !== 'translations')) return;
    for (const language of translationLanguages) {
      const field = fields.find((f) => errors[language]?.[f.name]);
      if (field) {
        form.setFocus(pathOf(language, field.name) as FieldPath<T>);
        return;
      }
    }
    // Only after a save: errors change as the owner types too, and must not move the focus then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  const hintId = `${id}-hint`;
  const body = (
    <>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('translations.hint')}
      </p>
      {translationLanguages.map((language) => {
        const panelId = `${id}-${language}`;
        const expanded = isOpen(language);
        const done = fields.filter((field) => (texts[language]?.[field.name] ?? '').trim() !== '').length;
        const hasError = hasErrors(language);
        const status = hasError
          ? t('translations.status.check')
          : done === 0
            ? t('translations.status.none')
            : done === fields.length
              ? t('translations.status.all')
              : t('translations.status.some', { done: formatNumber(done), total: formatNumber(fields.length) });
        return (
          <div key={language} className="rounded-lg border">
            <h3 className="text-sm">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={expanded ? panelId : undefined}
                onClick={() => setChoice((current) => ({ ...current, [language]: { open: !expanded, at: submitCount } }))}
                className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span lang={htmlLang[language]} className="font-semibold">
                  {languageNames[language]}
                </span>
                <span className="ml-auto flex items-center gap-2">
                  <span className={cn('text-xs', hasError ? 'font-medium text-destructive' : 'text-muted-foreground')}>{status}</span>
                  <ChevronDownIcon className={cn('size-4 transition', expanded && 'rotate-180')} aria-hidden="true" />
                </span>
              </button>
            </h3>
            {expanded && (
              <div id={panelId} className="grid gap-4 border-t p-4">
                {fields.map((field) => (
                  <TranslationField
                    key={field.name}
                    form={form}
                    language={language}
                    field={field}
                    hintId={hintId}
                    error={errors[language]?.[field.name]?.message}
                  />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </>
  );

  if (variant === 'section') {
    return (
      <section aria-labelledby={`${id}-title`} className={cn('grid gap-4 rounded-lg border p-4', className)}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title ?? t('translations.title')}
        </h2>
        {body}
      </section>
    );
  }
  return (
    <fieldset className={cn('grid gap-3', className)}>
      <legend className="mb-1 text-sm font-medium">{title ?? t('translations.title')}</legend>
      {body}
    </fieldset>
  );
}

function TranslationField<T extends FieldValues>({
  form,
  language,
  field,
  hintId,
  error,
}: {
  form: UseFormReturn<T>;
  language: TranslationLanguage;
  field: TranslatableField;
  hintId: string;
  error: string | undefined;
}) {
  const id = useId();
  const message = error ? translateMessage(error) : undefined;
  const common = {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': [hintId, message ? `${id}-error` : ''].filter(Boolean).join(' '),
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        <span>
          <RichText
            area="admin-catalogue"
            id="translations.fieldLabel"
            values={{ field: field.label, language: languageNames[language] }}
            components={{ 0: <span lang={htmlLang[language]} /> }}
          />
        </span>
      </Label>
      {field.short ? (
        <Input id={id} lang={htmlLang[language]} {...common} {...form.register(pathOf(language, field.name) as FieldPath<T>)} />
      ) : (
        <Textarea id={id} rows={4} lang={htmlLang[language]} {...common} {...form.register(pathOf(language, field.name) as FieldPath<T>)} />
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
