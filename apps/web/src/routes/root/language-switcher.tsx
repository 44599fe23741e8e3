import { htmlLang, languageCookie, languageNames, languages, localizePath, type Language } from '@durio/shared/languages';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { language as pageLanguage, useT } from '@/lib/i18n';

const shortNames: Record<Language, string> = { en: 'EN', ms: 'BM', zh: '中文' };
const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The same page in each language (docs/product/languages.md): plain links, so the page loads anew in the chosen language
 * (the app's texts, the server's head tags and its data), and crawlers follow them too. The choice is
 * remembered in the `lang` cookie, which is what brings a returning visitor at `/` back to it.
 */
export function LanguageSwitcher({ className, full = false }: { className?: string; full?: boolean }) {
  const t = useT('common');
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('language.label')} className={className}>
      {/* A name never breaks inside ('Bahasa Melayu', 中文): in a narrow menu the names go to a new line whole. */}
      <ul className={cn('flex items-center', full ? 'flex-wrap gap-2' : 'gap-0.5')}>
        {languages.map((language) => {
          const current = language === pageLanguage;
          return (
            <li key={language}>
              <a
                href={localizePath(language, `${pathname}${search}${hash}`)}
                hrefLang={htmlLang[language]}
                lang={htmlLang[language]}
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  document.cookie = `${languageCookie}=${language}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
                }}
                className={cn(
                  'flex min-h-9 min-w-9 items-center justify-center rounded-full text-sm font-medium whitespace-nowrap transition outline-none hover:bg-accent hover:text-emerald-800 focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:hover:text-emerald-200',
                  current ? 'bg-accent text-emerald-800 dark:text-emerald-200' : 'text-stone-600 dark:text-stone-300',
                  full ? 'px-3' : 'px-2',
                )}
              >
                {full || shortNames[language] === languageNames[language] ? (
                  languageNames[language]
                ) : (
                  // The short name is seen and heard (a spoken name must contain the visible one), the full one heard.
                  <>
                    {shortNames[language]}
                    <span className="sr-only"> ({languageNames[language]})</span>
                  </>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
