import { SearchIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n';

/** The shop's own search: it filters the collection (unlike the header's, which opens /search). */
export function ShopSearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const t = useT('catalogue');
  const id = useId();
  const [text, setText] = useState(initial);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" aria-label={t('shop.search.label')} onSubmit={handleSubmit} className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        {t('shop.search.inputLabel')}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          placeholder={t('shop.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
      <Button type="submit">{t('search.submit')}</Button>
    </form>
  );
}
