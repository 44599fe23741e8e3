import { SearchIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * Goes to /search?q=<trimmed text> and clears itself; the submit waits for non-blank text. `className` gives its
 * display (flex, or hidden md:flex): the form sets none, as cn() does not let a caller's class replace one.
 */
export function HeaderSearch({ className, onSearched }: { className?: string; onSearched?: () => void }) {
  const t = useT('common');
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = text.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!query) return;
    navigate(paths.search(query));
    setText('');
    onSearched?.();
  }

  return (
    <form role="search" aria-label={t('search.label')} onSubmit={handleSubmit} className={cn('relative items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Input
        id={id}
        type="search"
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        shape="round"
        className="pr-11 pl-4"
      />
      <Button
        type="submit"
        variant="ghost"
        size="icon-sm"
        shape="round"
        aria-label={t('search.submit')}
        disabled={!query}
        className="absolute right-1 text-emerald-700 dark:text-emerald-300"
      >
        <SearchIcon aria-hidden="true" />
      </Button>
    </form>
  );
}
