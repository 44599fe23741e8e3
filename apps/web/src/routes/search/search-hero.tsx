import { SearchIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n';

/** The search page's hero: a box and a Search button that sets q (never blank; docs/product/storefront.md). */
export function SearchHero({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const t = useT('catalogue');
  const id = useId();
  const [text, setText] = useState(initial);
  const blank = text.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blank) onSearch(text.trim());
  };
  return (
    <section className="bg-gradient-to-r from-emerald-900 to-emerald-700 text-white">
      <div className="mx-auto grid max-w-3xl gap-5 px-4 py-10 text-center sm:px-6 md:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('search.hero.title')}</h1>
        <p className="text-emerald-50/85">{t('search.hero.description')}</p>
        <form role="search" aria-label={t('search.hero.label')} onSubmit={submit} className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {t('search.hero.label')}
          </label>
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={id}
              type="search"
              placeholder={t('search.hero.placeholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              size="lg"
              variant="white"
              className="pl-9 text-stone-900"
            />
          </div>
          <Button type="submit" variant="accent" size="lg" disabled={blank}>
            {t('search.submit')}
          </Button>
        </form>
      </div>
    </section>
  );
}
