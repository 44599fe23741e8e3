import { Link } from 'react-router';
import { DurianMark } from '@/components/durian-mark';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <DurianMark className="size-20 opacity-90" />
      <h1 className="grid gap-2">
        <span className="text-7xl font-black tracking-tight text-emerald-800 dark:text-emerald-300">404</span>
        <span className="text-2xl font-bold">Oops! Page not found</span>
      </h1>
      <p className="text-muted-foreground">The page you are looking for has fallen off the tree.</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
        Return to Home
      </Link>
    </div>
  );
}
