import { SearchIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The search page's hero: a box and a Search button that sets q (storefront spec §2, §5: never blank). */
export function SearchHero({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
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
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Search Durio</h1>
        <p className="text-emerald-50/85">Find durians, partner farms and the very trees they grow on.</p>
        <form role="search" aria-label="Search durians, farms and trees" onSubmit={submit} className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            Search durians, farms and trees
          </label>
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={id}
              type="search"
              placeholder="Musang King, Raub, D24..."
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="h-12 bg-white pl-9 text-stone-900"
            />
          </div>
          <Button type="submit" variant="accent" size="lg" disabled={blank}>
            Search
          </Button>
        </form>
      </div>
    </section>
  );
}
