import { varietyIn } from '@durio/shared/variety-names';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { language } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** A variety's name in the page's language, leading to the shop's durians of that variety; `large` as a card's title. */
export function VarietyLink({ variety, large = false }: { variety: string; large?: boolean }) {
  return (
    <Link
      to={paths.shopVariety(variety)}
      className={cn('text-emerald-900 underline-offset-2 hover:underline dark:text-emerald-200', large ? 'text-lg font-bold' : 'font-semibold')}
    >
      {varietyIn(variety, language)}
    </Link>
  );
}
